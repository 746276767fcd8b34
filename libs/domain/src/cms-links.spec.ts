import {
  linkHref,
  linkProblems,
  migrateContent,
  migrateHeroSlide,
  navigationItemHref,
  readLink,
} from './cms-links';
import { validateContent } from './cms-fields';
import { DEFAULT_SITE_TYPE } from './cms-types';

const sites = [
  { id: 3, path: 'ueber-uns' },
  { id: 4, path: 'impressum' },
];

describe('linkHref: where a link item leads (backoffice-api.md §3 Link item)', () => {
  it.each([
    [{ href: 'https://example.at/x' }, 'https://example.at/x'],
    [{ to: '/store/hauptplatz' }, '/store/hauptplatz'],
    [{ to: 'store' }, '/store'],
    [{ reference: 3 }, '/ueber-uns'],
    [{ reference: 99 }, null],
    [{ mailto: 'info@cafe.at' }, 'mailto:info@cafe.at'],
    [{ phone: '+43 1 234 56-7' }, 'tel:+431234567'],
    [{ file: { id: 7, publicHash: 'abc', version: 2, extension: 'pdf' } }, '/upload/abc/7-2.pdf'],
    [{ file: 7 }, null],
    [{ label: 'Nur Text' }, null],
    [null, null],
  ])('%j → %s', (link, href) => {
    expect(linkHref(link, sites)).toBe(href);
  });
});

describe('a link stored before it was checked leads nowhere unsafe', () => {
  it.each([
    [{ href: 'javascript:alert(1)' }],
    [{ href: 'data:text/html,<script>alert(1)</script>' }],
    [{ to: '//fremd.example/pfad' }],
    [{ to: '/\\fremd.example' }],
  ])('%j → no address', (link) => {
    expect(linkHref(link, [])).toBeNull();
  });

  it('an old slide whose linkHref was javascript: gets no address', () => {
    expect(linkHref(readLink(' javascript:alert(1)'), [])).toBeNull();
  });
});

describe('old shapes are read as links', () => {
  it.each([
    ['https://x.at', { label: 'L', href: 'https://x.at' }],
    ['/', { label: 'L', to: '/' }],
    ['mailto:a@b.at', { label: 'L', mailto: 'a@b.at' }],
    ['tel:+431', { label: 'L', phone: '+431' }],
    ['', null],
  ])('the string %s', (stored, link) => {
    expect(readLink(stored, 'L')).toEqual(link);
  });

  it('a slide with linkLabel/linkHref gets a link item and loses the old keys', () => {
    expect(migrateHeroSlide({ title: 'T', linkLabel: 'Jetzt bestellen', linkHref: '/' })).toEqual({
      title: 'T',
      link: { label: 'Jetzt bestellen', to: '/' },
    });
    const fresh = { title: 'T', link: { label: 'A', reference: 3 } };
    expect(migrateHeroSlide(fresh)).toBe(fresh);
  });

  it('migrated content passes the hero schema; the old one would not', () => {
    const old = [
      { type: 'hero', value: { slides: [{ title: 'T', linkLabel: 'A', linkHref: '/' }] } },
    ];
    expect(validateContent(DEFAULT_SITE_TYPE, old).errors).toHaveLength(2);
    expect(validateContent(DEFAULT_SITE_TYPE, migrateContent(old)).errors).toEqual([]);
  });
});

describe('linkProblems', () => {
  const check = (value: unknown) => {
    const refs: [string, number][] = [];
    return { problems: linkProblems(value, 'Link', (t, id) => refs.push([t, id])), refs };
  };
  it.each([
    [
      { href: 'javascript:alert(1)' },
      '„Link“: Die Adresse muss mit https:// oder http:// beginnen.',
    ],
    [
      { to: 'ohne-slash' },
      '„Link“: Der Pfad muss mit einem / beginnen und in diesem Shop bleiben.',
    ],
    [
      { to: '//fremd.example' },
      '„Link“: Der Pfad muss mit einem / beginnen und in diesem Shop bleiben.',
    ],
    [
      { to: '/\\fremd.example' },
      '„Link“: Der Pfad muss mit einem / beginnen und in diesem Shop bleiben.',
    ],
    [{ mailto: 'kein-at' }, '„Link“: Die E-Mail-Adresse ist ungültig.'],
    [{ phone: 'abc' }, '„Link“: Die Telefonnummer ist ungültig.'],
    [{ href: 'https://a.at', mailto: 'a@b.at' }, '„Link“ darf nur ein Ziel haben.'],
    [{ label: 'Nur Text' }, '„Link“ braucht ein Ziel.'],
    [{ foo: 1 }, '„Link“ kennt „foo“ nicht.'],
    ['https://a.at', '„Link“ muss ein Link sein.'],
  ])('%j is refused: %s', (value, message) => {
    expect(check(value).problems).toEqual([message]);
  });

  it('a site or a file link names its record for the existence check', () => {
    expect(check({ label: 'A', reference: 3 })).toEqual({ problems: [], refs: [['site', 3]] });
    expect(check({ file: { id: 7, publicHash: 'x' } })).toEqual({
      problems: [],
      refs: [['file', 7]],
    });
  });
});

describe('navigationItemHref', () => {
  const shop = { sites, branches: [{ id: 1, identifier: 'hauptplatz' }] };
  it.each([
    [{ type: 'home', suffix: '#oben' }, '/#oben'],
    [{ type: 'site', target: 3 }, '/ueber-uns'],
    [{ type: 'site', target: 9 }, null],
    [{ type: 'branch', target: 1 }, '/store/hauptplatz'],
    [{ type: 'link', target: 'https://x.at' }, 'https://x.at'],
    [{ type: 'link', target: 'tel:+43 1' }, 'tel:+431'],
    [{ type: 'link', target: '/ueber-uns', isEnabled: false }, null],
  ])('%j → %s', (item, href) => {
    expect(navigationItemHref(item, shop)).toBe(href);
  });
});
