import type { Bilingual } from './page-values';
import type { PageContent, PolicyKind } from './pages';

/**
 * The default text of each page GIGW asks for (pages.ts, POLICY_KINDS): what the site shows
 * while the school has written nothing of its own. It lives here, not in the database, so an
 * improved default reaches every school still on it. Modelled on GIGW 3.0's wording, it says only
 * what is true of every school on this platform: it names the school, and for contact details it
 * points to the Contact Us page, which shows the school's own (never a made-up one). What the
 * privacy policy says is what the site does: no cookies for visitors, no analytics, display
 * settings and language kept in the browser, and the Feedback form's name, e-mail and message.
 * English now; each text has room for its Hindi.
 */

export type PolicyContent = PageContent<PolicyKind>;
type Section = PolicyContent['sections'][number];
type SectionLink = Section['links'][number];

/** What a default text may take from the school's site data. */
export interface PolicySchool {
  /** The school's name, as GET /Site answers it. */
  name: string;
}

const en = (text: string): Bilingual => ({ en: text, hi: '' });
const linkTo = (label: string, url: string): SectionLink => ({ label: en(label), url });
const section = (heading: string, text: string, links: SectionLink[] = []): Section => ({ heading: en(heading), text: en(text), links });

const CONTACT = linkTo('Contact Us', '/contact');
const FEEDBACK = linkTo('Feedback', '/feedback');

const DEFAULTS: Record<PolicyKind, (school: PolicySchool) => PolicyContent> = {
  copyright: ({ name }) => ({
    intro: en(`This policy covers the material that ${name} publishes on this website: its text, pictures, documents and videos.`),
    sections: [
      section(
        'Reproducing material from this website',
        'Material featured on this website may be reproduced free of charge after the school’s permission has been obtained: write to the school through the Contact Us page. ' +
          'The material must be reproduced accurately and must not be used in a derogatory manner or in a misleading context. ' +
          'Wherever the material is published or issued to others, the source must be prominently acknowledged.',
        [CONTACT],
      ),
      section(
        'Material of others',
        'The permission to reproduce material does not extend to any material identified as being the copyright of a third party. ' +
          'Authorisation to reproduce such material must be obtained from the departments or copyright holders concerned.',
      ),
    ],
  }),

  hyperlinking: ({ name }) => ({
    intro: en(`This policy covers the links between the website of ${name} and other websites.`),
    sections: [
      section(
        'Links to other websites',
        'At many places on this website you will find links to other websites. These links are placed for your convenience. ' +
          `${name} is not responsible for the contents and reliability of the linked websites and does not necessarily endorse the views expressed in them. ` +
          'The mere presence of a link or its listing on this website should not be taken as an endorsement of any kind. ' +
          'The school cannot guarantee that these links will work all the time, and has no control over the availability of the linked pages.',
      ),
      section(
        'Links to this website from other websites',
        'You may link directly to the information on this website; no prior permission is needed. ' +
          'The school would like to be told of such links, so that it can let you know of any changes or updates to the pages you link to: write to it through the Contact Us page. ' +
          'The pages of this website may not be loaded into frames on other websites: they must open in the visitor’s own browser window.',
        [CONTACT],
      ),
    ],
  }),

  privacy: ({ name }) => ({
    intro: en(
      `This website of ${name} does not automatically capture any personal information about you, such as your name, phone number or e-mail address, that would allow the school to identify you. ` +
        'You can read every public page without giving any information about yourself.',
    ),
    sections: [
      section(
        'Information you send',
        'The only personal information the website collects is what you choose to send through the Feedback page: your name, your e-mail address and your message. ' +
          'It goes to the school, which uses it to read and answer your feedback. It is not sold or shared with anyone else, except where the law requires. ' +
          'Please do not put sensitive personal information in your message.',
        [FEEDBACK],
      ),
      section(
        'What the website keeps in your browser',
        'The website remembers your display settings (text size and high contrast) and your choice of language in your browser’s local storage, so that they hold on your next visit. ' +
          'They stay on your device and are not sent to the school. Clearing your browser’s data for this website removes them.',
      ),
      section('Cookies and tracking', 'The website sets no cookies for visitors. It uses no analytics or advertising services and does not follow you to other websites.'),
      section(
        'Records of the web server',
        'Like any website, the servers that send these pages may record technical details of each request, such as the address of the computer asking, the browser, the page asked for and the time, to run the site and keep it secure. ' +
          'The school makes no attempt to link these records to the identity of the people visiting the site, unless a law enforcement agency exercises a warrant to inspect them.',
      ),
      section(
        'Content from other websites',
        'Some pages can show content from other services, which then receive your computer’s address under their own privacy policies: ' +
          'a video on the home page loads from YouTube (youtube-nocookie.com) only when you press play, and a map on the Contact Us page, where the school has added one, loads from OpenStreetMap.',
      ),
      section('Questions', 'If you have a question about this policy, write to the school through the Contact Us page.', [CONTACT]),
    ],
  }),

  terms: ({ name }) => ({
    intro: en(`The content of this website is published by ${name}.`),
    sections: [
      section(
        'Accuracy of the content',
        'Though every effort is made to keep the content of this website accurate and up to date, it should not be construed as a statement of law or used for any legal purpose. ' +
          'In case of any ambiguity or doubt, please check with the school or other sources, and obtain appropriate professional advice.',
        [CONTACT],
      ),
      section(
        'Liability',
        'Under no circumstances will the school be liable for any expense, loss or damage, including, without limitation, indirect or consequential loss or damage, ' +
          'or any expense, loss or damage whatsoever arising from the use, or loss of use, of data, arising out of or in connection with the use of this website.',
      ),
      section(
        'Links to other websites',
        'Links to other websites are provided for your convenience and should not be construed as an endorsement of them. The Hyperlinking Policy says more.',
        [linkTo('Hyperlinking Policy', '/hyperlinking-policy')],
      ),
      section(
        'Governing law',
        'These terms and conditions are governed by and construed in accordance with the laws of India. Any dispute arising under them is subject to the jurisdiction of the courts of India.',
      ),
    ],
  }),

  accessibility: ({ name }) => ({
    intro: en(
      `${name} wants this website to be usable by everyone who visits it, whatever device, technology or ability they have. ` +
        'The website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA and the Guidelines for Indian Government Websites (GIGW).',
    ),
    sections: [
      section(
        'What helps you use the website',
        '- A “Skip to content” link, the first thing on every page, takes keyboard and screen reader users past the header and the menu to the page’s content.\n' +
          '- The buttons A−, A and A+ at the top of every page make the text smaller, normal or larger, up to twice its size; the page rearranges itself to fit, down to the width of a small phone.\n' +
          '- The High contrast button shows the website in colours of stronger contrast.\n' +
          '- The website remembers your text size and contrast on your device for your next visit.\n' +
          '- The pages are built to be used with a keyboard alone and with screen readers.',
      ),
      section(
        'What may still be hard to use',
        'Documents and pictures are uploaded by the school. A scanned document may not be readable by a screen reader, and a picture may lack a description. ' +
          'If you meet such a problem, tell the school, which will try to give you the information in another form.',
      ),
      section(
        'Reporting a problem',
        'If you find a part of this website hard to use, or need information in another format, tell the school through the Feedback page or through the contact details on the Contact Us page. ' +
          'Please say which page it is and what the problem is.',
        [FEEDBACK, CONTACT],
      ),
    ],
  }),

  help: ({ name }) => ({
    intro: en(`This page explains how to find your way around the website of ${name}, and how to open the files it offers.`),
    sections: [
      section(
        'Finding your way',
        '- The menu at the top of every page leads to the main sections of the website; on a phone, open it with the Menu button.\n' +
          '- The foot of every page links the Sitemap, which lists every page of the website, and the policies of the website.\n' +
          '- “Skip to content”, the first link on every page, takes you straight to the page’s content when you use a keyboard.',
        [linkTo('Sitemap', '/sitemap')],
      ),
      section(
        'Changing the text size and contrast',
        'Use A− and A+ at the top of the page to make the text smaller or larger, and A to bring it back to its normal size. The High contrast button switches to colours of stronger contrast. ' +
          'The website remembers your choice on this device. You can also zoom with your browser: hold Ctrl (⌘ on a Mac) and press + or −.',
        [linkTo('Accessibility Statement', '/accessibility-statement')],
      ),
      section(
        'Opening documents, pictures and videos',
        'The website offers information in these file formats:\n' +
          '- PDF (Portable Document Format): documents, such as those of the mandatory disclosure. Web browsers open them; a free PDF reader, such as Adobe Acrobat Reader, opens them too.\n' +
          '- WebP: every picture on the website. Every current web browser shows them.\n' +
          '- MP4 and WebM: videos in the Event Gallery, where the school has added any. Current web browsers play them; a free media player, such as VLC media player, plays them once downloaded.\n\n' +
          'Documents open in a new tab. If a file does not open, install one of these free programs from its official page:',
        [
          linkTo('Adobe Acrobat Reader (PDF documents)', 'https://get.adobe.com/reader/'),
          linkTo('VLC media player (MP4 and WebM videos)', 'https://www.videolan.org/vlc/'),
          linkTo('Mozilla Firefox (a web browser that shows every file of this website)', 'https://www.mozilla.org/firefox/new/'),
        ],
      ),
      section('Still stuck?', 'If something does not work as described here, tell the school through the Feedback page.', [FEEDBACK, CONTACT]),
    ],
  }),
};

/** The default text of a page GIGW asks for, for this school. */
export function defaultPolicy(kind: PolicyKind, school: PolicySchool): PolicyContent {
  return DEFAULTS[kind](school);
}
