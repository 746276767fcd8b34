import { toExternalUserPayload, toExternalUserValues } from './externalUserForm';

describe('external user form mapping', () => {
  it('shows the division as its id', () => {
    expect(
      toExternalUserValues({
        id: 4,
        email: 'a@b.at',
        division: { id: 2, name: 'Graz' },
        isEnabled: true,
      }),
    ).toEqual({ email: 'a@b.at', division: 2, isEnabled: true });
    expect(toExternalUserValues({ id: 4, email: 'a@b.at' }).division).toBeNull();
  });

  it('sends the division as a reference, a cleared one as null', () => {
    expect(toExternalUserPayload({ email: ' a@b.at ', division: 3 })).toEqual({
      email: 'a@b.at',
      division: { id: 3 },
    });
    expect(toExternalUserPayload({ email: 'a@b.at', division: null }).division).toBeNull();
    expect(toExternalUserPayload({ email: 'a@b.at' })).not.toHaveProperty('division');
  });

  it('never sends null for text fields', () => {
    const payload = toExternalUserPayload({
      email: 'a@b.at',
      firstName: null as unknown as string,
      phone: null as unknown as string,
      isEnabled: false,
    });
    expect(payload).toEqual({ email: 'a@b.at', phone: '', isEnabled: false });
  });
});
