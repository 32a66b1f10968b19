// Any other /admin/... path goes to the admin panel (SPEC §2).
import { redirect } from 'react-router';

export function loader() {
  return redirect('/admin');
}

export default function AdminOther() {
  return null;
}
