import { expect, test } from '@jest/globals';
import { sniffImageType } from '../images.js';

test('sniffImageType reads the first bytes', () => {
  expect(sniffImageType(Buffer.from('89504e470d0a1a0a0000', 'hex'))?.mediaType).toBe('image/png');
  expect(sniffImageType(Buffer.from('ffd8ffe0', 'hex'))?.mediaType).toBe('image/jpeg');
  expect(sniffImageType(Buffer.from('GIF89a', 'latin1'))?.mediaType).toBe('image/gif');
  expect(sniffImageType(Buffer.from('GIF88a', 'latin1'))).toBeNull();
  expect(sniffImageType(Buffer.from('RIFF0000WEBPVP8 ', 'latin1'))?.mediaType).toBe('image/webp');
  expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
});
