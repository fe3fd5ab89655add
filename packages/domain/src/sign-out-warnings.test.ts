import { describe, expect, it } from 'vitest';
import { grossCassettes, signOutWarnings } from './sign-out-warnings';

const part = (over: Partial<Parameters<typeof signOutWarnings>[0][number]> = {}) => ({
  letter: 'A',
  grossDescription: 'Received in formalin. Entirely submitted in cassette A1.',
  microscopicDescription: 'Sections show skin.',
  blocks: [{ label: 'A1' }],
  ...over,
});

describe('grossCassettes', () => {
  it.each([
    ['Entirely submitted in cassette A1.', 'A', { count: 1, labels: ['A1'] }],
    ['Submitted in cassettes A1-A3.', 'A', { count: 3, labels: ['A1', 'A2', 'A3'] }],
    ['Representative sections in A1 through A4.', 'A', { count: 4, labels: ['A1', 'A2', 'A3', 'A4'] }],
    ['Sections in B1, B2 and B5.', 'B', { count: 3, labels: ['B1', 'B2', 'B5'] }],
    ['Submitted in cassettes B1–3.', 'B', { count: 3, labels: ['B1', 'B2', 'B3'] }],
    ['Entirely submitted in three cassettes.', 'A', { count: 3, labels: null }],
    ['Entirely submitted in 2 blocks.', 'A', { count: 2, labels: null }],
    ['Entirely submitted in cassette [cassette].', 'A', null],
    ['Three tan fragments measuring 0.5 cm.', 'A', null],
    // Another part's cassettes are not this part's.
    ['Submitted in cassette B1.', 'A', null],
  ])('%s (part %s)', (gross, letter, want) => {
    expect(grossCassettes(letter, gross)).toEqual(want);
  });
});

describe('signOutWarnings', () => {
  it('warns of nothing for a part with its blocks and microscopic', () => {
    expect(signOutWarnings([part()])).toEqual([]);
  });

  it('warns of a part with no block and no microscopic description, naming the part', () => {
    expect(
      signOutWarnings([part(), part({ letter: 'B', blocks: [], microscopicDescription: ' ', grossDescription: '' })]),
    ).toEqual([
      { part: 'B', text: 'Part B has no block recorded.' },
      { part: 'B', text: 'Part B has no microscopic description.' },
    ]);
  });

  it('warns when the gross description submits another count of cassettes than the blocks recorded', () => {
    expect(
      signOutWarnings([
        part({ grossDescription: 'Submitted in cassettes A1-A3.', blocks: [{ label: 'A1' }, { label: 'A2' }] }),
      ]),
    ).toEqual([
      {
        part: 'A',
        text: 'Part A: the gross description submits 3 cassettes (A1, A2, A3), but 2 blocks are recorded (A1, A2).',
      },
    ]);
    expect(
      signOutWarnings([part({ grossDescription: 'Entirely submitted in two cassettes.', blocks: [{ label: 'A1' }] })]),
    ).toEqual([
      { part: 'A', text: 'Part A: the gross description submits 2 cassettes, but 1 block is recorded (A1).' },
    ]);
  });

  it('warns when the counts agree but the cassettes named are not the blocks', () => {
    expect(signOutWarnings([part({ grossDescription: 'In cassette A2.', blocks: [{ label: 'A1' }] })])).toHaveLength(1);
  });

  it('says nothing of the count when the gross names no cassette', () => {
    expect(
      signOutWarnings([part({ grossDescription: 'Tan fragments.', blocks: [{ label: 'A1' }, { label: 'A2' }] })]),
    ).toEqual([]);
  });
});
