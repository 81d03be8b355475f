import { useCallback, useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { ADMIN_LOGIN_PATH } from '@sweepscout/shared';
import { API_UNAUTHORIZED_EVENT, type ApiUnauthorizedDetail } from '@sweepscout/kit';
import { adminApi } from '../api/adminApi';

/** A staff call whose 401 ends the session (a refused sign-in is only a wrong password). */
export function endsSessionOn401(path: string): boolean {
  const pathname = path.split('?')[0].toLowerCase().replace(/\/+$/, '');
  return (
    pathname.startsWith('/api/admin') &&
    pathname !== ADMIN_LOGIN_PATH &&
    !pathname.startsWith(`${ADMIN_LOGIN_PATH}/`)
  );
}

/** Empties the whole API cache (the store is the shell's): no staff data outlives the session. */
export function useForgetStaffData(): () => void {
  const dispatch = useDispatch();
  return useCallback(() => {
    dispatch(adminApi.util.resetApiState());
  }, [dispatch]);
}

/**
 * Any 401 from a staff call (logout elsewhere, idle or absolute timeout): the page forgets the
 * staff data it holds (contact messages, subscriber emails, users) and goes to the login screen.
 */
export function useEndSessionOnUnauthorized(): void {
  const navigate = useNavigate();
  const forgetStaffData = useForgetStaffData();
  useEffect(() => {
    const onUnauthorized = (event: Event) => {
      const { path } = (event as CustomEvent<ApiUnauthorizedDetail>).detail;
      if (!endsSessionOn401(path)) return;
      forgetStaffData();
      navigate('/admin/login', { replace: true });
    };
    window.addEventListener(API_UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(API_UNAUTHORIZED_EVENT, onUnauthorized);
  }, [navigate, forgetStaffData]);
}
