import { libraryQuery, typeFromHash, usedFilterApplies } from './library';

describe('the media library grid', () => {
  it('asks the server for one page of 48 with only the filters that are set', () => {
    expect(libraryQuery({ search: '  ', type: '', used: '' })).toEqual({ page: 1, perPage: 48 });
    expect(libraryQuery({ search: ' Torte ', type: 'image', used: 'false' }, 3)).toEqual({
      page: 3,
      perPage: 48,
      search: 'Torte',
      type: 'image',
      used: false,
    });
  });

  it('drops used / unused for customers’ files, which are placed nowhere', () => {
    expect(usedFilterApplies('file')).toBe(false);
    expect(usedFilterApplies('pdf')).toBe(false);
    expect(usedFilterApplies('png')).toBe(true);
    expect(usedFilterApplies('')).toBe(true);
    expect(libraryQuery({ search: '', type: 'pdf', used: 'true' })).toEqual({
      page: 1,
      perPage: 48,
      type: 'pdf',
    });
  });

  it('takes the type from the address, and the old files tab as the files filter', () => {
    expect(typeFromHash('#/cms/media?type=pdf')).toBe('pdf');
    expect(typeFromHash('#/cms/media?type=exe')).toBe('');
    expect(typeFromHash('#/cms/media')).toBe('');
    expect(typeFromHash('#/cms/files')).toBe('file');
  });
});
