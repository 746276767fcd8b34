import { afterLogin, loginNotice } from './loginNotice';

describe('the login page', () => {
  it('names why the session ended, only with its own texts', () => {
    expect(loginNotice('?reason=locked')).toEqual({
      type: 'warning',
      message: 'Ihr Benutzerkonto ist gesperrt.',
    });
    expect(loginNotice('?reason=disabled')?.message).toBe('Ihr Benutzerkonto ist deaktiviert.');
    expect(loginNotice('?reason=expired')?.message).toBe('Ihr Benutzerkonto ist abgelaufen.');
    expect(loginNotice('?reason=session')).toEqual({
      type: 'info',
      message: 'Bitte melden Sie sich an.',
    });
    expect(loginNotice('?error=login-link')).toEqual({
      type: 'error',
      message: 'Der Anmeldelink ist ungültig oder abgelaufen.',
    });
    expect(loginNotice('?reason=Ihr%20Konto%20wurde%20gehackt')).toBeNull();
    expect(loginNotice('?reason=toString')).toBeNull();
    expect(loginNotice('')).toBeNull();
  });

  it('returns to the deep link it came from, never to another site', () => {
    expect(afterLogin('?reason=session&next=%23%2Fsites')).toBe('/backend#/sites');
    expect(afterLogin('')).toBe('/backend#/dashboard');
    expect(afterLogin('?next=https%3A%2F%2Fevil.example')).toBe('/backend#/dashboard');
    expect(afterLogin('?next=%23%2F%2Fevil.example')).toBe('/backend#/dashboard');
  });
});
