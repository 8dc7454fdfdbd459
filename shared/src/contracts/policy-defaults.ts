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
 *
 * Every text is in English and Hindi, the Hindi saying what the English says and no more, in the
 * formal Hindi of government sites (GIGW's Hindi wording where it has one). It names the site's
 * pages and buttons as the Hindi shell does (host/src/i18n/hi.json: “संपर्क करें”, “प्रतिक्रिया”,
 * “सामग्री पर जाएँ”, “उच्च कंट्रास्ट”), so a Hindi reader finds what it points to. Both languages
 * name the school by the one name given (PolicySchool), so sentences around it avoid a verb that
 * would need its grammatical gender. Change both languages together.
 */

export type PolicyContent = PageContent<PolicyKind>;
type Section = PolicyContent['sections'][number];
type SectionLink = Section['links'][number];

/** What a default text may take from the school's site data. */
export interface PolicySchool {
  /** The school's name, as GET /Site answers it. */
  name: string;
}

/** The same words in English and in Hindi. */
const both = (en: string, hi: string): Bilingual => ({ en, hi });
const linkTo = (label: Bilingual, url: string): SectionLink => ({ label, url });
const section = (heading: Bilingual, text: Bilingual, links: SectionLink[] = []): Section => ({ heading, text, links });

const CONTACT = linkTo(both('Contact Us', 'संपर्क करें'), '/contact');
const FEEDBACK = linkTo(both('Feedback', 'प्रतिक्रिया'), '/feedback');

const DEFAULTS: Record<PolicyKind, (school: PolicySchool) => PolicyContent> = {
  copyright: ({ name }) => ({
    intro: both(
      `This policy covers the material that ${name} publishes on this website: its text, pictures, documents and videos.`,
      `यह नीति उस सामग्री पर लागू होती है जो ${name} द्वारा इस वेबसाइट पर प्रकाशित की जाती है: उसके पाठ, चित्र, दस्तावेज़ और वीडियो।`,
    ),
    sections: [
      section(
        both('Reproducing material from this website', 'इस वेबसाइट की सामग्री को पुनः प्रस्तुत करना'),
        both(
          'Material featured on this website may be reproduced free of charge after the school’s permission has been obtained: write to the school through the Contact Us page. ' +
            'The material must be reproduced accurately and must not be used in a derogatory manner or in a misleading context. ' +
            'Wherever the material is published or issued to others, the source must be prominently acknowledged.',
          'इस वेबसाइट पर प्रदर्शित सामग्री को विद्यालय की अनुमति प्राप्त करने के बाद निःशुल्क पुनः प्रस्तुत किया जा सकता है: इसके लिए “संपर्क करें” पृष्ठ के माध्यम से विद्यालय को लिखें। ' +
            'सामग्री को सटीक रूप से पुनः प्रस्तुत किया जाना चाहिए और उसका उपयोग अपमानजनक तरीके से या भ्रामक संदर्भ में नहीं किया जाना चाहिए। ' +
            'जहाँ कहीं भी सामग्री प्रकाशित की जाए या दूसरों को जारी की जाए, वहाँ उसके स्रोत का प्रमुखता से उल्लेख किया जाना चाहिए।',
        ),
        [CONTACT],
      ),
      section(
        both('Material of others', 'अन्य पक्षों की सामग्री'),
        both(
          'The permission to reproduce material does not extend to any material identified as being the copyright of a third party. ' +
            'Authorisation to reproduce such material must be obtained from the departments or copyright holders concerned.',
          'सामग्री को पुनः प्रस्तुत करने की यह अनुमति ऐसी किसी भी सामग्री पर लागू नहीं होती जिसकी पहचान किसी तृतीय पक्ष के कॉपीराइट के रूप में की गई है। ' +
            'ऐसी सामग्री को पुनः प्रस्तुत करने का प्राधिकार संबंधित विभागों या कॉपीराइट धारकों से प्राप्त किया जाना चाहिए।',
        ),
      ),
    ],
  }),

  hyperlinking: ({ name }) => ({
    intro: both(
      `This policy covers the links between the website of ${name} and other websites.`,
      `यह नीति ${name} की वेबसाइट और अन्य वेबसाइटों के बीच के लिंक पर लागू होती है।`,
    ),
    sections: [
      section(
        both('Links to other websites', 'अन्य वेबसाइटों के लिंक'),
        both(
          'At many places on this website you will find links to other websites. These links are placed for your convenience. ' +
            `${name} is not responsible for the contents and reliability of the linked websites and does not necessarily endorse the views expressed in them. ` +
            'The mere presence of a link or its listing on this website should not be taken as an endorsement of any kind. ' +
            'The school cannot guarantee that these links will work all the time, and has no control over the availability of the linked pages.',
          'इस वेबसाइट पर कई स्थानों पर आपको अन्य वेबसाइटों के लिंक मिलेंगे। ये लिंक आपकी सुविधा के लिए दिए गए हैं। ' +
            `${name} लिंक की गई वेबसाइटों की सामग्री और विश्वसनीयता के लिए उत्तरदायी नहीं है, और उनमें व्यक्त विचारों का उसके द्वारा समर्थन किया जाना आवश्यक नहीं है। ` +
            'इस वेबसाइट पर किसी लिंक की उपस्थिति या उसके सूचीबद्ध होने मात्र को किसी भी प्रकार का समर्थन नहीं माना जाना चाहिए। ' +
            'विद्यालय इस बात की गारंटी नहीं दे सकता कि ये लिंक हर समय काम करेंगे, और लिंक किए गए पृष्ठों की उपलब्धता पर उसका कोई नियंत्रण नहीं है।',
        ),
      ),
      section(
        both('Links to this website from other websites', 'अन्य वेबसाइटों से इस वेबसाइट के लिंक'),
        both(
          'You may link directly to the information on this website; no prior permission is needed. ' +
            'The school would like to be told of such links, so that it can let you know of any changes or updates to the pages you link to: write to it through the Contact Us page. ' +
            'The pages of this website may not be loaded into frames on other websites: they must open in the visitor’s own browser window.',
          'आप इस वेबसाइट पर दी गई जानकारी का सीधे लिंक दे सकते हैं; इसके लिए किसी पूर्व अनुमति की आवश्यकता नहीं है। ' +
            'विद्यालय चाहेगा कि उसे ऐसे लिंक की सूचना दी जाए, ताकि आप जिन पृष्ठों का लिंक देते हैं उनमें होने वाले किसी भी परिवर्तन या अद्यतन की जानकारी वह आपको दे सके: इसके लिए “संपर्क करें” पृष्ठ के माध्यम से विद्यालय को लिखें। ' +
            'इस वेबसाइट के पृष्ठों को अन्य वेबसाइटों पर फ़्रेम में लोड नहीं किया जा सकता: उन्हें आगंतुक की अपनी ब्राउज़र विंडो में खुलना चाहिए।',
        ),
        [CONTACT],
      ),
    ],
  }),

  privacy: ({ name }) => ({
    intro: both(
      `This website of ${name} does not automatically capture any personal information about you, such as your name, phone number or e-mail address, that would allow the school to identify you. ` +
        'You can read every public page without giving any information about yourself.',
      `${name} की यह वेबसाइट आपके बारे में ऐसी कोई भी व्यक्तिगत जानकारी, जैसे आपका नाम, फ़ोन नंबर या ई-मेल पता, स्वचालित रूप से प्राप्त नहीं करती जिससे विद्यालय आपकी पहचान कर सके। ` +
        'आप अपने बारे में कोई भी जानकारी दिए बिना हर सार्वजनिक पृष्ठ पढ़ सकते हैं।',
    ),
    sections: [
      section(
        both('Information you send', 'आपके द्वारा भेजी गई जानकारी'),
        both(
          'The only personal information the website collects is what you choose to send through the Feedback page: your name, your e-mail address and your message. ' +
            'It goes to the school, which uses it to read and answer your feedback. It is not sold or shared with anyone else, except where the law requires. ' +
            'Please do not put sensitive personal information in your message.',
          'वेबसाइट केवल वही व्यक्तिगत जानकारी एकत्र करती है जो आप स्वयं “प्रतिक्रिया” पृष्ठ के माध्यम से भेजना चुनते हैं: आपका नाम, आपका ई-मेल पता और आपका संदेश। ' +
            'यह जानकारी विद्यालय को जाती है, जो इसका उपयोग आपकी प्रतिक्रिया पढ़ने और उसका उत्तर देने के लिए करता है। इसे न तो बेचा जाता है और न ही किसी अन्य के साथ साझा किया जाता है, सिवाय उन स्थितियों के जहाँ कानून इसकी अपेक्षा करता है। ' +
            'कृपया अपने संदेश में संवेदनशील व्यक्तिगत जानकारी न लिखें।',
        ),
        [FEEDBACK],
      ),
      section(
        both('What the website keeps in your browser', 'वेबसाइट आपके ब्राउज़र में क्या रखती है'),
        both(
          'The website remembers your display settings (text size and high contrast) and your choice of language in your browser’s local storage, so that they hold on your next visit. ' +
            'They stay on your device and are not sent to the school. Clearing your browser’s data for this website removes them.',
          'वेबसाइट आपकी प्रदर्शन सेटिंग (पाठ का आकार और उच्च कंट्रास्ट) और आपके द्वारा चुनी गई भाषा को आपके ब्राउज़र के लोकल स्टोरेज में याद रखती है, ताकि आपकी अगली विज़िट पर भी वे बनी रहें। ' +
            'ये आपके डिवाइस पर ही रहती हैं और विद्यालय को नहीं भेजी जातीं। इस वेबसाइट के लिए अपने ब्राउज़र का डेटा साफ़ करने पर ये हट जाती हैं।',
        ),
      ),
      section(
        both('Cookies and tracking', 'कुकीज़ और ट्रैकिंग'),
        both(
          'The website sets no cookies for visitors. It uses no analytics or advertising services and does not follow you to other websites.',
          'वेबसाइट आगंतुकों के लिए कोई कुकी सेट नहीं करती। यह किसी एनालिटिक्स या विज्ञापन सेवा का उपयोग नहीं करती और अन्य वेबसाइटों पर आपकी गतिविधि पर नज़र नहीं रखती।',
        ),
      ),
      section(
        both('Records of the web server', 'वेब सर्वर के रिकॉर्ड'),
        both(
          'Like any website, the servers that send these pages may record technical details of each request, such as the address of the computer asking, the browser, the page asked for and the time, to run the site and keep it secure. ' +
            'The school makes no attempt to link these records to the identity of the people visiting the site, unless a law enforcement agency exercises a warrant to inspect them.',
          'किसी भी वेबसाइट की तरह, ये पृष्ठ भेजने वाले सर्वर साइट को चलाने और सुरक्षित रखने के लिए प्रत्येक अनुरोध का तकनीकी विवरण दर्ज कर सकते हैं, जैसे अनुरोध करने वाले कंप्यूटर का पता, ब्राउज़र, माँगा गया पृष्ठ और समय। ' +
            'विद्यालय इन रिकॉर्ड को साइट पर आने वाले लोगों की पहचान से जोड़ने का कोई प्रयास नहीं करता, जब तक कि कोई कानून प्रवर्तन एजेंसी इनका निरीक्षण करने के लिए वारंट का प्रयोग न करे।',
        ),
      ),
      section(
        both('Content from other websites', 'अन्य वेबसाइटों की सामग्री'),
        both(
          'Some pages can show content from other services, which then receive your computer’s address under their own privacy policies: ' +
            'a video on the home page loads from YouTube (youtube-nocookie.com) only when you press play, and a map on the Contact Us page, where the school has added one, loads from OpenStreetMap.',
          'कुछ पृष्ठ अन्य सेवाओं की सामग्री दिखा सकते हैं, जिन्हें तब उनकी अपनी गोपनीयता नीतियों के अंतर्गत आपके कंप्यूटर का पता प्राप्त होता है: ' +
            'मुखपृष्ठ पर वीडियो YouTube (youtube-nocookie.com) से केवल तभी लोड होता है जब आप उसे चलाने के लिए प्ले दबाते हैं, और “संपर्क करें” पृष्ठ पर नक्शा, जहाँ विद्यालय ने उसे जोड़ा है, OpenStreetMap से लोड होता है।',
        ),
      ),
      section(
        both('Questions', 'प्रश्न'),
        both(
          'If you have a question about this policy, write to the school through the Contact Us page.',
          'यदि इस नीति के बारे में आपका कोई प्रश्न है, तो “संपर्क करें” पृष्ठ के माध्यम से विद्यालय को लिखें।',
        ),
        [CONTACT],
      ),
    ],
  }),

  terms: ({ name }) => ({
    intro: both(`The content of this website is published by ${name}.`, `इस वेबसाइट की सामग्री ${name} द्वारा प्रकाशित की जाती है।`),
    sections: [
      section(
        both('Accuracy of the content', 'सामग्री की सटीकता'),
        both(
          'Though every effort is made to keep the content of this website accurate and up to date, it should not be construed as a statement of law or used for any legal purpose. ' +
            'In case of any ambiguity or doubt, please check with the school or other sources, and obtain appropriate professional advice.',
          'यद्यपि इस वेबसाइट की सामग्री को सटीक और अद्यतन रखने का हर संभव प्रयास किया जाता है, फिर भी इसे कानून का विवरण नहीं माना जाना चाहिए और न ही किसी कानूनी प्रयोजन के लिए इसका उपयोग किया जाना चाहिए। ' +
            'किसी भी अस्पष्टता या संदेह की स्थिति में, कृपया विद्यालय या अन्य स्रोतों से जाँच करें और उचित पेशेवर सलाह प्राप्त करें।',
        ),
        [CONTACT],
      ),
      section(
        both('Liability', 'दायित्व'),
        both(
          'Under no circumstances will the school be liable for any expense, loss or damage, including, without limitation, indirect or consequential loss or damage, ' +
            'or any expense, loss or damage whatsoever arising from the use, or loss of use, of data, arising out of or in connection with the use of this website.',
          'किसी भी परिस्थिति में विद्यालय किसी भी व्यय, हानि या क्षति के लिए उत्तरदायी नहीं होगा, जिसमें बिना किसी सीमा के अप्रत्यक्ष या परिणामी हानि या क्षति, ' +
            'अथवा डेटा के उपयोग या उपयोग की हानि से उत्पन्न कोई भी व्यय, हानि या क्षति शामिल है, जो इस वेबसाइट के उपयोग से या उसके संबंध में उत्पन्न हो।',
        ),
      ),
      section(
        both('Links to other websites', 'अन्य वेबसाइटों के लिंक'),
        both(
          'Links to other websites are provided for your convenience and should not be construed as an endorsement of them. The Hyperlinking Policy says more.',
          'अन्य वेबसाइटों के लिंक आपकी सुविधा के लिए दिए गए हैं और इन्हें उन वेबसाइटों का समर्थन नहीं माना जाना चाहिए। अधिक जानकारी “हाइपरलिंकिंग नीति” में दी गई है।',
        ),
        [linkTo(both('Hyperlinking Policy', 'हाइपरलिंकिंग नीति'), '/hyperlinking-policy')],
      ),
      section(
        both('Governing law', 'शासी कानून'),
        both(
          'These terms and conditions are governed by and construed in accordance with the laws of India. Any dispute arising under them is subject to the jurisdiction of the courts of India.',
          'ये नियम और शर्तें भारत के कानूनों के अनुसार शासित होती हैं और उन्हीं के अनुसार इनकी व्याख्या की जाती है। इनके अंतर्गत उत्पन्न होने वाला कोई भी विवाद भारत के न्यायालयों के अधिकार क्षेत्र के अधीन है।',
        ),
      ),
    ],
  }),

  // GIGW's Content Moderation and Approval Policy, saying what the platform does (docs/decisions/013-school-team.md):
  // the roles of contracts/roles.ts, drafts, the approval switch, page versions and the audit log. It names no review
  // time: each school decides its own, and writes it here if it wants to.
  moderation: ({ name }) => ({
    intro: both(
      `This policy says who writes the content of the website of ${name}, who approves it before visitors see it, and how to tell the school about content that is wrong.`,
      `यह नीति बताती है कि ${name} की वेबसाइट की सामग्री कौन लिखता है, आगंतुकों के देखने से पहले उसका अनुमोदन कौन करता है, और गलत सामग्री के बारे में विद्यालय को कैसे बताएँ।`,
    ),
    sections: [
      section(
        both('Who writes and who approves', 'कौन लिखता है और कौन अनुमोदन करता है'),
        both(
          'Each person who keeps this website signs in with an account of their own, which has one of three roles:\n' +
            '- Editor: writes changes as drafts and submits them for approval.\n' +
            '- Publisher: reviews the drafts, and publishes each one or sends it back to its author with a comment.\n' +
            '- School admin: does all that a publisher does, and manages the school’s users and the website’s settings.',
          'इस वेबसाइट का रखरखाव करने वाला प्रत्येक व्यक्ति अपने स्वयं के खाते से साइन इन करता है, जिसकी तीन में से एक भूमिका होती है:\n' +
            '- संपादक: परिवर्तनों को ड्राफ़्ट के रूप में लिखता है और उन्हें अनुमोदन के लिए प्रस्तुत करता है।\n' +
            '- प्रकाशक: ड्राफ़्ट की समीक्षा करता है, और प्रत्येक ड्राफ़्ट को प्रकाशित करता है या टिप्पणी के साथ उसके लेखक को वापस भेजता है।\n' +
            '- विद्यालय व्यवस्थापक: वह सब करता है जो प्रकाशक करता है, और विद्यालय के उपयोगकर्ताओं तथा वेबसाइट की सेटिंग का प्रबंधन भी करता है।',
        ),
      ),
      section(
        both('How a change reaches the website', 'कोई परिवर्तन वेबसाइट तक कैसे पहुँचता है'),
        both(
          'A change an editor makes is a draft: no visitor sees it until a publisher or a school admin publishes it. A change a publisher or a school admin makes is published at once. ' +
            'The school admin can switch approval off; while it is off, an editor’s change is published as soon as the editor submits it.',
          'संपादक द्वारा किया गया परिवर्तन एक ड्राफ़्ट होता है: जब तक कोई प्रकाशक या विद्यालय व्यवस्थापक उसे प्रकाशित नहीं करता, तब तक कोई आगंतुक उसे नहीं देखता। प्रकाशक या विद्यालय व्यवस्थापक द्वारा किया गया परिवर्तन तुरंत प्रकाशित हो जाता है। ' +
            'विद्यालय व्यवस्थापक अनुमोदन को बंद कर सकता है; जब तक अनुमोदन बंद रहता है, संपादक का परिवर्तन उसके प्रस्तुत करते ही प्रकाशित हो जाता है।',
        ),
      ),
      section(
        both('Earlier versions and the record of changes', 'पिछले संस्करण और परिवर्तनों का रिकॉर्ड'),
        both(
          'Every published version of a page is kept, and a publisher or a school admin can restore an earlier one. ' +
            'Every change is recorded in the school’s audit log, with the user who made it and their role.',
          'किसी पृष्ठ का हर प्रकाशित संस्करण सुरक्षित रखा जाता है, और प्रकाशक या विद्यालय व्यवस्थापक किसी पिछले संस्करण को पुनर्स्थापित कर सकता है। ' +
            'हर परिवर्तन विद्यालय के ऑडिट लॉग में दर्ज किया जाता है, साथ ही यह भी कि उसे किस उपयोगकर्ता ने और किस भूमिका में किया।',
        ),
      ),
      section(
        both('How soon content is reviewed', 'सामग्री की समीक्षा कितने समय में होती है'),
        both(
          'The school decides how soon its drafts are reviewed. ' +
            'If you find content on this website that is wrong, out of date or should not be here, tell the school through the Feedback page or through the contact details on the Contact Us page. ' +
            'Please say which page it is and what is wrong.',
          'ड्राफ़्ट की समीक्षा कितने समय में हो, यह विद्यालय तय करता है। ' +
            'यदि आपको इस वेबसाइट पर कोई ऐसी सामग्री मिले जो गलत है, पुरानी हो चुकी है या जिसे यहाँ नहीं होना चाहिए, तो “प्रतिक्रिया” पृष्ठ के माध्यम से या “संपर्क करें” पृष्ठ पर दिए गए संपर्क विवरण के माध्यम से विद्यालय को बताएँ। ' +
            'कृपया बताएँ कि वह सामग्री किस पृष्ठ पर है और उसमें क्या गलत है।',
        ),
        [FEEDBACK, CONTACT],
      ),
    ],
  }),

  accessibility: ({ name }) => ({
    intro: both(
      `${name} wants this website to be usable by everyone who visits it, whatever device, technology or ability they have. ` +
        'The website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA and the Guidelines for Indian Government Websites (GIGW).',
      `${name} का उद्देश्य है कि यह वेबसाइट इस पर आने वाले हर व्यक्ति के लिए उपयोग योग्य हो, चाहे उसके पास कोई भी डिवाइस, तकनीक या क्षमता हो। ` +
        'यह वेबसाइट वेब सामग्री सुगम्यता दिशानिर्देश (WCAG) 2.1 के स्तर AA और भारतीय सरकारी वेबसाइटों के लिए दिशानिर्देश (GIGW) को पूरा करने का लक्ष्य रखती है।',
    ),
    sections: [
      section(
        both('What helps you use the website', 'वेबसाइट के उपयोग में आपकी सहायता करने वाली सुविधाएँ'),
        both(
          '- A “Skip to content” link, the first thing on every page, takes keyboard and screen reader users past the header and the menu to the page’s content.\n' +
            '- The buttons A−, A and A+ at the top of every page make the text smaller, normal or larger, up to twice its size; the page rearranges itself to fit, down to the width of a small phone.\n' +
            '- The High contrast button shows the website in colours of stronger contrast.\n' +
            '- The website remembers your text size and contrast on your device for your next visit.\n' +
            '- The pages are built to be used with a keyboard alone and with screen readers.',
          '- “सामग्री पर जाएँ” लिंक, जो हर पृष्ठ पर सबसे पहले आता है, कीबोर्ड और स्क्रीन रीडर उपयोगकर्ताओं को हेडर और मेनू से आगे पृष्ठ की सामग्री पर ले जाता है।\n' +
            '- हर पृष्ठ के ऊपर दिए गए बटन A−, A और A+ पाठ को छोटा, सामान्य या बड़ा करते हैं, उसके दोगुने आकार तक; पृष्ठ स्वयं को उसके अनुरूप व्यवस्थित कर लेता है, छोटे फ़ोन की चौड़ाई तक।\n' +
            '- “उच्च कंट्रास्ट” बटन वेबसाइट को अधिक कंट्रास्ट वाले रंगों में दिखाता है।\n' +
            '- वेबसाइट आपकी अगली विज़िट के लिए आपके डिवाइस पर आपका पाठ आकार और कंट्रास्ट याद रखती है।\n' +
            '- पृष्ठ इस प्रकार बनाए गए हैं कि उनका उपयोग केवल कीबोर्ड से और स्क्रीन रीडर के साथ किया जा सके।',
        ),
      ),
      section(
        both('What may still be hard to use', 'क्या अब भी उपयोग में कठिन हो सकता है'),
        both(
          'Documents and pictures are uploaded by the school. A scanned document may not be readable by a screen reader, and a picture may lack a description. ' +
            'If you meet such a problem, tell the school, which will try to give you the information in another form.',
          'दस्तावेज़ और चित्र विद्यालय द्वारा अपलोड किए जाते हैं। हो सकता है कि स्कैन किया गया कोई दस्तावेज़ स्क्रीन रीडर द्वारा पढ़ा न जा सके, और किसी चित्र का विवरण न दिया गया हो। ' +
            'यदि आपके सामने ऐसी कोई समस्या आए, तो विद्यालय को बताएँ; विद्यालय आपको वह जानकारी किसी अन्य रूप में देने का प्रयास करेगा।',
        ),
      ),
      section(
        both('Reporting a problem', 'समस्या की सूचना देना'),
        both(
          'If you find a part of this website hard to use, or need information in another format, tell the school through the Feedback page or through the contact details on the Contact Us page. ' +
            'Please say which page it is and what the problem is.',
          'यदि आपको इस वेबसाइट के किसी भाग का उपयोग करना कठिन लगे, या आपको जानकारी किसी अन्य प्रारूप में चाहिए, तो “प्रतिक्रिया” पृष्ठ के माध्यम से या “संपर्क करें” पृष्ठ पर दिए गए संपर्क विवरण के माध्यम से विद्यालय को बताएँ। ' +
            'कृपया बताएँ कि समस्या किस पृष्ठ पर है और क्या है।',
        ),
        [FEEDBACK, CONTACT],
      ),
    ],
  }),

  help: ({ name }) => ({
    intro: both(
      `This page explains how to find your way around the website of ${name}, and how to open the files it offers.`,
      `यह पृष्ठ बताता है कि ${name} की वेबसाइट पर आप विभिन्न पृष्ठों तक कैसे पहुँचें, और इस पर दी गई फ़ाइलें कैसे खोलें।`,
    ),
    sections: [
      section(
        both('Finding your way', 'पृष्ठों तक पहुँचना'),
        both(
          '- The menu at the top of every page leads to the main sections of the website; on a phone, open it with the Menu button.\n' +
            '- The foot of every page links the Sitemap, which lists every page of the website, and the policies of the website.\n' +
            '- “Skip to content”, the first link on every page, takes you straight to the page’s content when you use a keyboard.',
          '- हर पृष्ठ के ऊपर दिया गया मेनू वेबसाइट के मुख्य भागों तक ले जाता है; फ़ोन पर इसे “मेनू” बटन से खोलें।\n' +
            '- हर पृष्ठ के निचले भाग में साइटमैप का लिंक है, जिसमें वेबसाइट के हर पृष्ठ की सूची है, और वेबसाइट की नीतियों के लिंक भी हैं।\n' +
            '- “सामग्री पर जाएँ”, जो हर पृष्ठ पर पहला लिंक है, कीबोर्ड का उपयोग करते समय आपको सीधे पृष्ठ की सामग्री पर ले जाता है।',
        ),
        [linkTo(both('Sitemap', 'साइटमैप'), '/sitemap')],
      ),
      section(
        both('Changing the text size and contrast', 'पाठ का आकार और कंट्रास्ट बदलना'),
        both(
          'Use A− and A+ at the top of the page to make the text smaller or larger, and A to bring it back to its normal size. The High contrast button switches to colours of stronger contrast. ' +
            'The website remembers your choice on this device. You can also zoom with your browser: hold Ctrl (⌘ on a Mac) and press + or −.',
          'पाठ को छोटा या बड़ा करने के लिए पृष्ठ के ऊपर दिए गए A− और A+ का, और उसे सामान्य आकार में वापस लाने के लिए A का उपयोग करें। “उच्च कंट्रास्ट” बटन अधिक कंट्रास्ट वाले रंग दिखाता है। ' +
            'वेबसाइट इस डिवाइस पर आपकी पसंद याद रखती है। आप अपने ब्राउज़र से भी ज़ूम कर सकते हैं: Ctrl (Mac पर ⌘) दबाए रखें और + या − दबाएँ।',
        ),
        [linkTo(both('Accessibility Statement', 'सुगम्यता विवरण'), '/accessibility-statement')],
      ),
      section(
        both('Opening documents, pictures and videos', 'दस्तावेज़, चित्र और वीडियो खोलना'),
        both(
          'The website offers information in these file formats:\n' +
            '- PDF (Portable Document Format): documents, such as those of the mandatory disclosure. Web browsers open them; a free PDF reader, such as Adobe Acrobat Reader, opens them too.\n' +
            '- WebP, and for a few pictures SVG or JPEG: the pictures on the website. Every current web browser shows them.\n' +
            '- MP4 and WebM: videos in the Event Gallery, where the school has added any. Current web browsers play them; a free media player, such as VLC media player, plays them once downloaded.\n\n' +
            'Documents open in a new tab. If a file does not open, install one of these free programs from its official page:',
          'वेबसाइट इन फ़ाइल प्रारूपों में जानकारी उपलब्ध कराती है:\n' +
            '- PDF (Portable Document Format): दस्तावेज़, जैसे अनिवार्य प्रकटीकरण के दस्तावेज़। वेब ब्राउज़र इन्हें खोलते हैं; कोई निःशुल्क PDF रीडर, जैसे Adobe Acrobat Reader, भी इन्हें खोलता है।\n' +
            '- WebP, और कुछ चित्रों के लिए SVG या JPEG: वेबसाइट के चित्र। सभी वर्तमान वेब ब्राउज़र इन्हें दिखाते हैं।\n' +
            '- MP4 और WebM: कार्यक्रम गैलरी के वीडियो, जहाँ विद्यालय ने कोई वीडियो जोड़ा है। वर्तमान वेब ब्राउज़र इन्हें चलाते हैं; कोई निःशुल्क मीडिया प्लेयर, जैसे VLC media player, डाउनलोड करने के बाद इन्हें चलाता है।\n\n' +
            'दस्तावेज़ नए टैब में खुलते हैं। यदि कोई फ़ाइल नहीं खुलती, तो इनमें से कोई निःशुल्क प्रोग्राम उसके आधिकारिक पृष्ठ से इंस्टॉल करें:',
        ),
        [
          linkTo(both('Adobe Acrobat Reader (PDF documents)', 'Adobe Acrobat Reader (PDF दस्तावेज़)'), 'https://get.adobe.com/reader/'),
          linkTo(both('VLC media player (MP4 and WebM videos)', 'VLC media player (MP4 और WebM वीडियो)'), 'https://www.videolan.org/vlc/'),
          linkTo(
            both('Mozilla Firefox (a web browser that shows every file of this website)', 'Mozilla Firefox (एक वेब ब्राउज़र, जो इस वेबसाइट की हर फ़ाइल दिखाता है)'),
            'https://www.mozilla.org/firefox/new/',
          ),
        ],
      ),
      section(
        both('Still stuck?', 'अब भी कठिनाई है?'),
        both(
          'If something does not work as described here, tell the school through the Feedback page.',
          'यदि कुछ यहाँ बताए अनुसार काम नहीं करता, तो “प्रतिक्रिया” पृष्ठ के माध्यम से विद्यालय को बताएँ।',
        ),
        [FEEDBACK, CONTACT],
      ),
    ],
  }),
};

/** The default text of a page GIGW asks for, for this school. */
export function defaultPolicy(kind: PolicyKind, school: PolicySchool): PolicyContent {
  return DEFAULTS[kind](school);
}
