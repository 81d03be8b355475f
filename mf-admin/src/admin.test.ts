import { getToasts } from '@sweepscout/kit';
import { canManage } from './auth/permissions';
import { notifyFailure, notifySuccess } from './components/feedback';
import { formSchema } from './features/users/userForm';

describe('canManage', () => {
  const me = (role: 'admin' | 'editor' | 'viewer', permissions: string[] = []) =>
    ({ id: '1', username: 'u', role, permissions }) as Parameters<typeof canManage>[0];

  it('admin manages everything, an editor what it holds, a viewer nothing', () => {
    expect(canManage(me('admin'), 'manage_users')).toBe(true);
    expect(canManage(me('editor', ['manage_faqs']), 'manage_faqs')).toBe(true);
    expect(canManage(me('editor', ['manage_faqs']), 'manage_guides')).toBe(false);
    expect(canManage(me('viewer', ['manage_faqs']), 'manage_faqs')).toBe(false);
    expect(canManage(undefined, 'manage_faqs')).toBe(false);
  });
});

describe('the admin toasts', () => {
  const last = () => getToasts()[0];

  it('success: "{Thing} has been added/updated/deleted successfully."', () => {
    notifySuccess('Casino', 'add');
    expect(last()).toMatchObject({
      title: 'Success!',
      description: 'Casino has been added successfully.',
    });
    notifySuccess('FAQ', 'delete');
    expect(last().description).toBe('FAQ has been deleted successfully.');
  });

  it('failure: destructive "Error!" with the server message, else the request error text', () => {
    notifyFailure('casino', 'update', {
      status: 409,
      message: '409: {...}',
      data: { message: 'Slug taken' },
    });
    expect(last()).toMatchObject({
      title: 'Error!',
      description: 'Failed to update casino: Slug taken',
      variant: 'destructive',
    });
    notifyFailure('game', 'delete', {
      status: 500,
      message: '500: Internal Server Error',
      data: null,
    });
    expect(last().description).toBe('Failed to delete game: 500: Internal Server Error');
  });
});

describe('user form rules', () => {
  const base = { username: 'new-editor', role: 'editor', permissions: ['manage_faqs'] };
  const issues = async (creating: boolean, values: object) => {
    const result = await formSchema(creating).safeParseAsync({ ...base, ...values });
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('passwords must match and at least one permission is needed', async () => {
    expect(await issues(true, { password: 'password-1', confirmPassword: 'password-2' })).toContain(
      'Passwords do not match.',
    );
    expect(
      await issues(true, {
        password: 'q7R$wx2LpV9!tZ',
        confirmPassword: 'q7R$wx2LpV9!tZ',
        permissions: [],
      }),
    ).toContain('Please select at least one permission.');
  });

  it('a password is required on create and optional on edit', async () => {
    expect(await issues(true, { password: '', confirmPassword: '' })).toContain(
      'Password is required',
    );
    expect(await issues(false, { password: '', confirmPassword: '' })).toEqual([]);
    expect(await issues(false, { password: 'short', confirmPassword: 'short' })).toContain(
      'Password must be at least 12 characters',
    );
  });

  it('the staff password rule gives its reason on the password field', async () => {
    const result = await formSchema(true).safeParseAsync({
      ...base,
      password: 'password1234',
      confirmPassword: 'password1234',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: expect.stringMatching(/common/) }),
    ]);
    expect(
      await issues(true, { password: 'q7R$wx2LpV9!tZ', confirmPassword: 'q7R$wx2LpV9!tZ' }),
    ).toEqual([]);
  });
});
