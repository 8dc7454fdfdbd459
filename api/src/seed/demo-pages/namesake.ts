import type { PageContent } from '@school/shared/contracts/pages';
import { demoPicture } from './demo-text.js';

/** A text the demo has in English and in Hindi, carrying the same facts. */
const both = (en: string, hi: string) => ({ en, hi });

const paragraphs = (...texts: string[]) => texts.join('\n\n');

/** Made up, shown under the demo notice: the martyr the history page names, in both languages. */
export const namesake: PageContent<'namesake'> = {
  name: both('Shaheed Naik Pratap Singh Butola', 'शहीद नायक प्रताप सिंह बुटोला'),
  subtitle: both('The martyr after whom our school is named', 'वह शहीद, जिनके नाम पर हमारे विद्यालय का नाम रखा गया है'),
  introduction: both(
    paragraphs(
      'Naik Pratap Singh Butola was born into a farming family in Kandai, a village a few kilometres from this school. He studied at this college, where his teachers remembered him as a cheerful student, a good runner, and a footballer who was the first on the field and the last to leave it.',
      'Carrying on the long tradition of service of the hills of Uttarakhand, he joined The Garhwal Rifles of the Indian Army at the age of eighteen. Over the next nine years he served at high-altitude posts and in counter-terrorist operations, and rose to the rank of Naik.',
      'The college bears his name so that every student who walks through its gate remembers the courage and devotion to duty of a son of this valley.',
    ),
    paragraphs(
      'नायक प्रताप सिंह बुटोला का जन्म इस विद्यालय से कुछ किलोमीटर दूर स्थित गाँव कंडई में एक किसान परिवार में हुआ था। उन्होंने इसी विद्यालय में पढ़ाई की। उनके शिक्षक उन्हें एक हँसमुख विद्यार्थी, अच्छे धावक और ऐसे फ़ुटबॉल खिलाड़ी के रूप में याद करते थे, जो मैदान पर सबसे पहले पहुँचता और सबसे बाद में लौटता था।',
      'उत्तराखंड के पहाड़ों की सैन्य सेवा की लंबी परंपरा को आगे बढ़ाते हुए वे अठारह वर्ष की आयु में भारतीय सेना की गढ़वाल राइफल्स में भर्ती हुए। अगले नौ वर्षों में उन्होंने ऊँचाई वाली चौकियों पर और आतंकवाद-विरोधी अभियानों में सेवा की तथा नायक के पद तक पहुँचे।',
      'विद्यालय का नाम उनके नाम पर इसलिए रखा गया है ताकि इसके द्वार से गुज़रने वाला हर विद्यार्थी इस घाटी के एक सपूत के साहस और कर्तव्यनिष्ठा को याद रखे।',
    ),
  ),
  storyHeading: both('The Operation of 24 August 1998', '24 अगस्त 1998 का ऑपरेशन'),
  story: both(
    paragraphs(
      'In August 1998 his battalion was deployed on counter-terrorist duty in the Kupwara district of Jammu and Kashmir. On the night of 23 August, word came that a group of armed infiltrators had taken shelter in a hideout in the forest above a village.',
      "At first light on 24 August 1998, Naik Butola's section was part of the team that cordoned off the area. When the infiltrators opened fire, he got his men into cover, drew the fire towards himself so that the villagers nearby could be moved to safety, and kept engaging the hideout although he was badly wounded.",
      'The hideout was cleared and no villager was harmed. Naik Pratap Singh Butola died of his wounds the same day, at the age of 27. The nation remembers his supreme sacrifice.',
    ),
    paragraphs(
      'अगस्त 1998 में उनकी बटालियन जम्मू और कश्मीर के कुपवाड़ा ज़िले में आतंकवाद-विरोधी ड्यूटी पर तैनात थी। 23 अगस्त की रात सूचना मिली कि हथियारबंद घुसपैठियों के एक दल ने एक गाँव के ऊपर जंगल में बने ठिकाने में शरण ली है।',
      '24 अगस्त 1998 को पौ फटते ही नायक बुटोला का सेक्शन उस दल में शामिल था जिसने इलाके की घेराबंदी की। जब घुसपैठियों ने गोलीबारी शुरू की, तो उन्होंने अपने साथियों को आड़ में पहुँचाया, गोलीबारी का रुख़ अपनी ओर मोड़ लिया ताकि पास के ग्रामीणों को सुरक्षित निकाला जा सके, और गंभीर रूप से घायल होने के बावजूद ठिकाने पर जवाबी कार्रवाई जारी रखी।',
      'ठिकाना ख़ाली करा लिया गया और किसी भी ग्रामीण को कोई हानि नहीं पहुँची। नायक प्रताप सिंह बुटोला ने उसी दिन 27 वर्ष की आयु में वीरगति प्राप्त की। राष्ट्र उनके सर्वोच्च बलिदान को सदैव याद रखेगा।',
    ),
  ),
  // The page's own description of the portrait, in both languages (the image file's is a generic one).
  photo: {
    ...demoPicture('martyr.webp', 'Portrait of Naik Pratap Singh Butola in uniform'),
    alt: both('Portrait of Naik Pratap Singh Butola in uniform', 'वर्दी में नायक प्रताप सिंह बुटोला का चित्र'),
  },
  photoCaption: both('Naik Pratap Singh Butola (The Garhwal Rifles)', 'नायक प्रताप सिंह बुटोला (गढ़वाल राइफल्स)'),
  biodata: [
    { label: both('Name', 'नाम'), value: both('Pratap Singh Butola', 'प्रताप सिंह बुटोला') },
    { label: both('Service Number', 'सेवा संख्या'), value: both('4190735K', '4190735K') },
    { label: both('Place of Birth', 'जन्म स्थान'), value: both('Village Kandai, Uttarakhand', 'ग्राम कंडई, उत्तराखंड') },
    { label: both('Service', 'सेवा'), value: both('Indian Army (The Garhwal Rifles)', 'भारतीय सेना (गढ़वाल राइफल्स)') },
    { label: both('Last Rank', 'अंतिम रैंक'), value: both('Naik', 'नायक') },
    { label: both('Date of Martyrdom', 'शहादत की तिथि'), value: both('24 August 1998', '24 अगस्त 1998') },
  ],
};
