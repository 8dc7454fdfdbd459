/** The languages the martyr's biography is written in (spec section 2: English and Hindi). */
export type MartyrLanguage = 'en' | 'hi';

/** One version of the biography; both versions carry the same facts. */
export interface MartyrText {
  title: string;
  subtitle: string;
  intro: readonly string[];
  operationHeading: string;
  operation: readonly string[];
  photoAlt: string;
  photoCaption: string;
  biodataHeading: string;
  biodata: readonly { label: string; value: string }[];
}

/** The dropdown: its label reads in both scripts, so either reader finds it. */
export const LANGUAGE_PICKER = {
  label: { en: 'Language', hi: 'भाषा' },
  options: [
    { value: 'en', label: 'English' },
    { value: 'hi', label: 'Hindi' },
  ],
} as const satisfies {
  label: Record<MartyrLanguage, string>;
  options: readonly { value: MartyrLanguage; label: string }[];
};

/**
 * The martyr after whom the school is named (spec section 2, "Martyr biography"). The school
 * edits both versions here, keeping them in step.
 */
export const MARTYR_TEXT: Record<MartyrLanguage, MartyrText> = {
  en: {
    title: 'Shaheed Naik Pratap Singh Butola',
    subtitle: 'The martyr after whom our school is named',
    intro: [
      'Naik Pratap Singh Butola was born into a farming family in Kandai, a village a few kilometres from this school. He studied at this college, where his teachers remembered him as a cheerful student, a good runner, and a footballer who was the first on the field and the last to leave it.',
      'Carrying on the long tradition of service of the hills of Uttarakhand, he joined The Garhwal Rifles of the Indian Army at the age of eighteen. Over the next nine years he served at high-altitude posts and in counter-terrorist operations, and rose to the rank of Naik.',
      'The college bears his name so that every student who walks through its gate remembers the courage and devotion to duty of a son of this valley.',
    ],
    operationHeading: 'The Operation of 24 August 1998',
    operation: [
      'In August 1998 his battalion was deployed on counter-terrorist duty in the Kupwara district of Jammu and Kashmir. On the night of 23 August, word came that a group of armed infiltrators had taken shelter in a hideout in the forest above a village.',
      "At first light on 24 August 1998, Naik Butola's section was part of the team that cordoned off the area. When the infiltrators opened fire, he got his men into cover, drew the fire towards himself so that the villagers nearby could be moved to safety, and kept engaging the hideout although he was badly wounded.",
      'The hideout was cleared and no villager was harmed. Naik Pratap Singh Butola died of his wounds the same day, at the age of 27. The nation remembers his supreme sacrifice.',
    ],
    photoAlt: 'Portrait of Naik Pratap Singh Butola in uniform',
    photoCaption: 'Naik Pratap Singh Butola (The Garhwal Rifles)',
    biodataHeading: 'Biodata',
    biodata: [
      { label: 'Name', value: 'Pratap Singh Butola' },
      { label: 'Service Number', value: '4190735K' },
      { label: 'Place of Birth', value: 'Village Kandai, Uttarakhand' },
      { label: 'Service', value: 'Indian Army (The Garhwal Rifles)' },
      { label: 'Last Rank', value: 'Naik' },
      { label: 'Date of Martyrdom', value: '24 August 1998' },
    ],
  },
  hi: {
    title: 'शहीद नायक प्रताप सिंह बुटोला',
    subtitle: 'वह शहीद, जिनके नाम पर हमारे विद्यालय का नाम रखा गया है',
    intro: [
      'नायक प्रताप सिंह बुटोला का जन्म इस विद्यालय से कुछ किलोमीटर दूर स्थित गाँव कंडई में एक किसान परिवार में हुआ था। उन्होंने इसी विद्यालय में पढ़ाई की। उनके शिक्षक उन्हें एक हँसमुख विद्यार्थी, अच्छे धावक और ऐसे फ़ुटबॉल खिलाड़ी के रूप में याद करते थे, जो मैदान पर सबसे पहले पहुँचता और सबसे बाद में लौटता था।',
      'उत्तराखंड के पहाड़ों की सैन्य सेवा की लंबी परंपरा को आगे बढ़ाते हुए वे अठारह वर्ष की आयु में भारतीय सेना की गढ़वाल राइफल्स में भर्ती हुए। अगले नौ वर्षों में उन्होंने ऊँचाई वाली चौकियों पर और आतंकवाद-विरोधी अभियानों में सेवा की तथा नायक के पद तक पहुँचे।',
      'विद्यालय का नाम उनके नाम पर इसलिए रखा गया है ताकि इसके द्वार से गुज़रने वाला हर विद्यार्थी इस घाटी के एक सपूत के साहस और कर्तव्यनिष्ठा को याद रखे।',
    ],
    operationHeading: '24 अगस्त 1998 का ऑपरेशन',
    operation: [
      'अगस्त 1998 में उनकी बटालियन जम्मू और कश्मीर के कुपवाड़ा ज़िले में आतंकवाद-विरोधी ड्यूटी पर तैनात थी। 23 अगस्त की रात सूचना मिली कि हथियारबंद घुसपैठियों के एक दल ने एक गाँव के ऊपर जंगल में बने ठिकाने में शरण ली है।',
      '24 अगस्त 1998 को पौ फटते ही नायक बुटोला का सेक्शन उस दल में शामिल था जिसने इलाके की घेराबंदी की। जब घुसपैठियों ने गोलीबारी शुरू की, तो उन्होंने अपने साथियों को आड़ में पहुँचाया, गोलीबारी का रुख़ अपनी ओर मोड़ लिया ताकि पास के ग्रामीणों को सुरक्षित निकाला जा सके, और गंभीर रूप से घायल होने के बावजूद ठिकाने पर जवाबी कार्रवाई जारी रखी।',
      'ठिकाना ख़ाली करा लिया गया और किसी भी ग्रामीण को कोई हानि नहीं पहुँची। नायक प्रताप सिंह बुटोला ने उसी दिन 27 वर्ष की आयु में वीरगति प्राप्त की। राष्ट्र उनके सर्वोच्च बलिदान को सदैव याद रखेगा।',
    ],
    photoAlt: 'वर्दी में नायक प्रताप सिंह बुटोला का चित्र',
    photoCaption: 'नायक प्रताप सिंह बुटोला (गढ़वाल राइफल्स)',
    biodataHeading: 'जीवन परिचय',
    biodata: [
      { label: 'नाम', value: 'प्रताप सिंह बुटोला' },
      { label: 'सेवा संख्या', value: '4190735K' },
      { label: 'जन्म स्थान', value: 'ग्राम कंडई, उत्तराखंड' },
      { label: 'सेवा', value: 'भारतीय सेना (गढ़वाल राइफल्स)' },
      { label: 'अंतिम रैंक', value: 'नायक' },
      { label: 'शहादत की तिथि', value: '24 अगस्त 1998' },
    ],
  },
};
