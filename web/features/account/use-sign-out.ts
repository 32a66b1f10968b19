// Signing out from a button: leave for the home page first, then end the session, so an account page never shows
// its 'You are signed out' note on the way out.
import { useNavigate } from 'react-router';
import { useSession } from '../session/index.ts';

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await navigate('/');
    useSession.getState().signOut();
  };
}
