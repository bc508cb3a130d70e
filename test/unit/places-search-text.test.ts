import { expect } from '@open-wc/testing';
import { foldForSearch, inputWords, searchWords } from '../../src/shared/places/search-text.js';

describe('places search text', () => {
  it('folds case and diacritics, and spells letters without a combining mark plainly', () => {
    expect(foldForSearch('Zürich')).to.equal('zurich');
    expect(foldForSearch('São Paulo')).to.equal('sao paulo');
    expect(foldForSearch('Île-de-France')).to.equal('ile de france');
    expect(foldForSearch('Straße')).to.equal('strasse');
    expect(foldForSearch('Łódź')).to.equal('lodz');
    expect(foldForSearch('Ærøskøbing')).to.equal('aeroskobing');
    expect(foldForSearch('Đà Nẵng')).to.equal('da nang');
    expect(foldForSearch('ＴＯＫＹＯ')).to.equal('tokyo');
  });

  it('keeps only letters and digits, so no character reaches a full-text query', () => {
    expect(searchWords('12 Harbour Road, Porthleven')).to.deep.equal(['12', 'harbour', 'road', 'porthleven']);
    expect(searchWords('"par"* OR (lon) NEAR x:* & !y | -z ^w')).to.deep.equal(['par', 'or', 'lon', 'near', 'x', 'y', 'z', 'w']);
    expect(searchWords("M’diq o'brien")).to.deep.equal(['m', 'diq', 'o', 'brien']);
    expect(searchWords(' \u0000 !!! ')).to.deep.equal([]);
  });

  it('an input counts for at most 100 characters, 8 words of at most 40 characters', () => {
    expect(inputWords('a b c d e f g h i j')).to.deep.equal(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(inputWords('x'.repeat(60))).to.deep.equal(['x'.repeat(40)]);
    expect(inputWords(`${'y'.repeat(98)} zz`)).to.deep.equal(['y'.repeat(40), 'z']);
  });
});
