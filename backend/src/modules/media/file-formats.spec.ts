import {
  UPLOAD_EXTENSIONS,
  allowedList,
  claimedExtension,
  downloadName,
  identifyFile,
  isSafeSvg,
  readCleanText,
} from './file-formats';

const PNG_MAGIC = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

describe('identifyFile', () => {
  const files = UPLOAD_EXTENSIONS.file;
  const images = UPLOAD_EXTENSIONS.image;

  it('goes by the bytes, not by the name', async () => {
    expect(await identifyFile(PDF, files, 'png')).toEqual({
      ok: true,
      format: { extension: 'pdf', mimeType: 'application/pdf', label: 'PDF' },
    });
    expect(await identifyFile(PNG_MAGIC, images, 'pdf')).toMatchObject({
      ok: true,
      format: { extension: 'png' },
    });
  });

  it('names a recognised type that is not allowed', async () => {
    expect(await identifyFile(PDF, images, 'pdf')).toEqual({ ok: false, detected: 'PDF' });
  });

  it('refuses a script called .png', async () => {
    expect(await identifyFile(Buffer.from('#!/bin/sh\nrm -rf /\n'), files, 'png')).toEqual({
      ok: false,
      detected: null,
    });
  });

  it('takes text formats only as clean text under their own name', async () => {
    expect(await identifyFile(Buffer.from('Name;Menge\nBrot;2\n'), files, 'csv')).toMatchObject({
      ok: true,
      format: { extension: 'csv', mimeType: 'text/csv' },
    });
    expect(await identifyFile(Buffer.from('Hallo Welt'), files, 'txt')).toMatchObject({ ok: true });
    expect(await identifyFile(Buffer.from('Hallo Welt'), images, 'txt')).toEqual({
      ok: false,
      detected: null,
    });
    expect(await identifyFile(Buffer.from([0x48, 0x00, 0x49]), files, 'txt')).toMatchObject({
      ok: false,
    });
    expect(await identifyFile(Buffer.from(SVG), files, 'svg')).toMatchObject({
      ok: true,
      format: { extension: 'svg', mimeType: 'image/svg+xml' },
    });
    expect(
      await identifyFile(Buffer.from(`<?xml version="1.0"?>\n${SVG}`), files, 'svg'),
    ).toMatchObject({ ok: true });
  });
});

describe('text and SVG checks', () => {
  it('read UTF-8 text and refuse binary', () => {
    expect(readCleanText(Buffer.from('Grüße\r\n\tA;B'))).toBe('Grüße\r\n\tA;B');
    expect(readCleanText(Buffer.from([0xc3, 0x28]))).toBeNull();
    expect(readCleanText(Buffer.from('a\u0001b'))).toBeNull();
  });

  it.each([
    ['a script', '<svg><script>alert(1)</script></svg>'],
    ['an event handler', '<svg onload="alert(1)"></svg>'],
    ['a javascript: link', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['embedded HTML', '<svg><foreignObject><body>x</body></foreignObject></svg>'],
    ['entity declarations', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "b">]><svg></svg>'],
    ['something else', '<html><svg></svg></html>'],
  ])('refuse an SVG with %s', (_, text) => expect(isSafeSvg(text)).toBe(false));

  it('accept a plain SVG', () => expect(isSafeSvg(SVG)).toBe(true));
});

describe('names', () => {
  it('take the claimed extension from the name, else from the declared type', () => {
    expect(claimedExtension('Foto.JPEG', null)).toBe('jpg');
    expect(claimedExtension('film.mpg', null)).toBe('mpeg');
    expect(claimedExtension(undefined, 'text/csv')).toBe('csv');
    expect(claimedExtension('ohne-endung', 'application/x-unknown')).toBeNull();
  });

  it('offer downloads under the customer name with the real extension', () => {
    expect(downloadName('Logo final.png', 'pdf')).toBe('Logo final.pdf');
    expect(downloadName('C:\\Users\\x\\"böse"\r\n.txt', 'txt')).toBe('böse.txt');
    expect(downloadName('', 'zip')).toBe('datei.zip');
  });

  it('list allowed types by their labels', () => {
    expect(allowedList(UPLOAD_EXTENSIONS.image)).toBe('JPEG, PNG, GIF');
  });
});
