import { describe, expect, it } from 'vitest';
import { finalDiagnosisText, specimenLabel, siteWithLaterality } from './labels';

describe('labels for codes', () => {
  it('puts the laterality into the site as words, never a bare "left"', () => {
    expect(siteWithLaterality({ bodySite: 'Skin, forearm', laterality: 'left' })).toBe('Skin, left forearm');
    expect(siteWithLaterality({ bodySite: 'Breast', laterality: 'right' })).toBe('Right breast');
    expect(siteWithLaterality({ bodySite: null, laterality: 'bilateral' })).toBe('Bilateral');
    expect(specimenLabel({ bodySite: 'Skin, forearm', laterality: 'left', description: 'Shave' })).toBe(
      'Skin, left forearm, Shave',
    );
    expect(specimenLabel({ bodySite: null, laterality: null, description: ' ' })).toBe('Specimen');
  });

  it('points a blank diagnosis to the comment only when there is one', () => {
    expect(finalDiagnosisText('  NILM.  ', '')).toBe('NILM.');
    expect(finalDiagnosisText('', 'Deeper levels pending.')).toBe('See comment.');
    expect(finalDiagnosisText(' ', '  ')).toBe('No final diagnosis entered yet.');
  });
});
