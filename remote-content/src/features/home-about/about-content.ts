/**
 * The About section of the home page (spec section 2, home item 5), the target of the skip
 * link and of the footer's "About the scheme" (anchor AboutPmShri). The school edits the words
 * here.
 */
export const ABOUT_CONTENT = {
  title: 'About the school',
  /** The tab section: one tab, a picture of the school and where it stands. */
  tab: {
    label: 'About School',
    image: 'aboutSchool',
    heading: 'Where the school stands',
    paragraphs: [
      'The school stands on a ridge in a hill district of Uttarakhand, beside the main district road and a short walk from the town market. Its classrooms look out over terraced fields to the snow peaks of the Himalaya.',
      'Students come from the town and from villages up to fifteen kilometres away; many walk to school along mountain paths, and the school keeps its timings with the winter daylight in mind.',
    ],
  },
  /**
   * A video about the school, embedded from YouTube only when a visitor asks for it, so the
   * page makes no request to YouTube before then. `youtubeId` is the part after "v=" in the
   * video's address. The one below is a placeholder, not a checked video: the school puts its
   * own here.
   */
  video: {
    heading: 'The school on video',
    title: 'A video tour of PM SHRI Government Inter College',
    youtubeId: 'eVrRv1FlHgk',
    play: 'Play video',
    note: 'Plays from YouTube (youtube-nocookie.com).',
  },
  about: {
    heading: 'About',
    paragraphs: [
      'PM SHRI Government Inter College is a government inter college in a hill district, teaching classes I to XII. Founded in 1944-45, it grew over the decades into an inter college affiliated to the Central Board of Secondary Education.',
      'Under the PM SHRI scheme of the Ministry of Education, the school is being upgraded into an exemplar school: modern classrooms and laboratories, a library, sports facilities, and teaching that follows the National Education Policy 2020.',
    ],
  },
} as const;
