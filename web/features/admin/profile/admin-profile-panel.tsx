// The Profile section: the staff member's own profile with its view/edit toggle (DECISIONS D3).
import { ProfilePanel } from '../../account/index.ts';

export default function AdminProfilePanel() {
  return (
    <div className="max-w-3xl rounded-2xl border border-linen bg-white p-6 shadow-sm sm:p-8">
      <ProfilePanel />
    </div>
  );
}
