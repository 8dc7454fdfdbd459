import { answerBlocks } from './answer-blocks';

describe('answerBlocks', () => {
  it('keeps a plain answer as one paragraph', () => {
    expect(answerBlocks('Launched on 7 September 2022.')).toEqual([{ kind: 'paragraph', text: 'Launched on 7 September 2022.' }]);
  });

  it('gathers consecutive dash lines into one list between paragraphs', () => {
    expect(answerBlocks('Stages:\n- first\n-  second \n\nAfter the list.\n- again')).toEqual([
      { kind: 'paragraph', text: 'Stages:' },
      { kind: 'list', items: ['first', 'second'] },
      { kind: 'paragraph', text: 'After the list.' },
      { kind: 'list', items: ['again'] },
    ]);
  });

  it('leaves a dash inside a line, or without its space, as text', () => {
    expect(answerBlocks('Classes I-V\n-no space')).toEqual([
      { kind: 'paragraph', text: 'Classes I-V' },
      { kind: 'paragraph', text: '-no space' },
    ]);
  });
});
