import dayjs from 'dayjs';
import { userPayload } from './userForm';

describe('the user editor payload', () => {
  it('sends branches by reference, no empty password and no empty e-mail', () => {
    expect(
      userPayload({
        username: 'eva',
        email: '  ',
        password: '',
        roles: ['ROLE_EMPLOYEE'],
        branchIds: [2, 5],
        isEnabled: true,
      }),
    ).toEqual({
      username: 'eva',
      email: null,
      roles: ['ROLE_EMPLOYEE'],
      branches: [{ id: 2 }, { id: 5 }],
      isEnabled: true,
    });
    expect(userPayload({ username: 'max', roles: [], password: 'Geheim-2026!' })).toMatchObject({
      password: 'Geheim-2026!',
      branches: [],
    });
  });

  it('sends the lock and the expiry as an ISO date-time, an emptied expiry as null', () => {
    const until = dayjs('2026-12-31T18:00:00Z');
    expect(
      userPayload({ username: 'eva', roles: [], isLocked: false, expiresAt: until }),
    ).toMatchObject({ isLocked: false, expiresAt: '2026-12-31T18:00:00.000Z' });
    expect(userPayload({ username: 'eva', roles: [], expiresAt: null }).expiresAt).toBeNull();
    expect(userPayload({ username: 'eva', roles: [] })).not.toHaveProperty('expiresAt');
  });
});
