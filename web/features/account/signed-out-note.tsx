// Shown in place of an account page whose session ended elsewhere (signed out in another tab).
import { ButtonLink } from '../../ui/button.tsx';

export function SignedOutNote({ from }: { from: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
      <h1 className="text-3xl">You are signed out</h1>
      <p className="mt-3 text-muted">Sign in again to continue.</p>
      <ButtonLink to="/login" state={{ from }} className="mt-8">
        Sign in
      </ButtonLink>
    </div>
  );
}
