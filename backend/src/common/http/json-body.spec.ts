import { JSON_MAX_DEPTH, exceedsJsonDepth, hasLoneSurrogate } from './json-body';

const deep = (depth: number, open = '[', close = ']') =>
  Buffer.from(open.repeat(depth) + close.repeat(depth));

describe('exceedsJsonDepth: nesting counted over the bytes, before parsing', () => {
  it('lets a body at the limit through and refuses one level more', () => {
    expect(exceedsJsonDepth(deep(JSON_MAX_DEPTH), JSON_MAX_DEPTH)).toBe(false);
    expect(exceedsJsonDepth(deep(JSON_MAX_DEPTH + 1), JSON_MAX_DEPTH)).toBe(true);
  });

  it('counts objects and arrays alike, mixed', () => {
    const mixed = Buffer.from('{"a":[{"b":[{"c":[1]}]}]}');
    expect(exceedsJsonDepth(mixed, 6)).toBe(false);
    expect(exceedsJsonDepth(mixed, 5)).toBe(true);
  });

  it('counts depth, not the number of brackets: many flat siblings are fine', () => {
    const wide = Buffer.from(JSON.stringify(Array.from({ length: 10_000 }, () => [{ a: [] }])));
    expect(exceedsJsonDepth(wide, 4)).toBe(false);
    expect(exceedsJsonDepth(wide, 3)).toBe(true);
  });

  it('ignores brackets inside strings, also after escaped quotes and backslashes', () => {
    const text = JSON.stringify({ a: '[[[[{{{{', b: 'say \\"[[[[', c: '\\', d: '"[[[[' });
    expect(exceedsJsonDepth(Buffer.from(text), 1)).toBe(false);
    const afterBackslash = Buffer.from('{"a":"\\\\","b":[[1]]}');
    expect(exceedsJsonDepth(afterBackslash, 2)).toBe(true);
    expect(exceedsJsonDepth(afterBackslash, 3)).toBe(false);
  });

  it('counts brackets in multi-byte text correctly (UTF-8 never reuses ASCII bytes)', () => {
    expect(exceedsJsonDepth(Buffer.from('{"ä":"„[[[[“","ö":[["ß"]]}'), 3)).toBe(false);
  });

  it('finds depth 100,000 in one pass without recursion', () => {
    expect(exceedsJsonDepth(deep(100_000, '{"a":', '}'), JSON_MAX_DEPTH)).toBe(true);
  });
});

describe('hasLoneSurrogate: half a surrogate pair anywhere in a parsed body', () => {
  it('finds one in a value or a key, at any depth', () => {
    expect(hasLoneSurrogate(JSON.parse('{"email": "\\ud800"}'))).toBe(true);
    expect(hasLoneSurrogate(JSON.parse('{"a": [{"b": "x\\udc00"}]}'))).toBe(true);
    expect(hasLoneSurrogate(JSON.parse('{"\\udbff": 1}'))).toBe(true);
  });

  it('lets pairs (emoji), umlauts and other values through', () => {
    expect(
      hasLoneSurrogate(JSON.parse('{"name": "Grüße \\ud83d\\ude00 👩‍👩‍👧", "n": 1, "x": null}')),
    ).toBe(false);
  });
});
