// Any path the shop does not know goes to the home page (SPEC §2).
import { redirect } from 'react-router';

export function loader() {
  return redirect('/');
}

export default function Unknown() {
  return null;
}
