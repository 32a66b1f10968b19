// This browser's proof, per account, that it has signed in before (SessionResponse.deviceToken): sent with the next
// sign-in so that other people's wrong guesses never lock the owner out here. Kept after signing out, on purpose.
const KEY = 'shop.known-devices';
/** A shared family tablet may sign in to a few accounts; more than this and the oldest is forgotten. */
const MAX_ACCOUNTS = 5;

function read(): Record<string, string> {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return saved && typeof saved === 'object' ? (saved as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function deviceTokenFor(email: string): string | undefined {
  return read()[email.trim().toLowerCase()];
}

export function rememberDevice(email: string, token: string): void {
  const account = email.trim().toLowerCase();
  const kept = Object.entries(read()).filter(([known]) => known !== account);
  try {
    localStorage.setItem(
      KEY,
      JSON.stringify(Object.fromEntries([...kept.slice(-(MAX_ACCOUNTS - 1)), [account, token]])),
    );
  } catch {
    // Storage full or blocked: the browser is then simply not remembered, as in a private window.
  }
}
