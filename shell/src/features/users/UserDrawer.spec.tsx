import { userPayload } from './UserDrawer';

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
});
