// The search box and role select of the admin's account lists (Users, Customers): labelled for screen readers,
// side by side from small screens up.
import { useId } from 'react';
import { ROLE_LABELS, type Role } from '../../../../domain/accounts.ts';
import { INPUT_BORDER, INPUT_LOOK } from '../../../ui/input-classes.ts';

const CONTROL = `${INPUT_LOOK} ${INPUT_BORDER} min-h-10 w-full px-4 py-2.5 text-sm`;

interface SearchAndRoleProps<R extends Role> {
  searchLabel: string;
  searchText: string;
  onSearchText(text: string): void;
  role: R | '';
  roles: readonly R[];
  onRole(role: R | ''): void;
  className?: string;
}

export function SearchAndRole<R extends Role>({
  searchLabel,
  searchText,
  onSearchText,
  role,
  roles,
  onRole,
  className = '',
}: SearchAndRoleProps<R>) {
  const uid = useId();
  return (
    <div className={`flex flex-col gap-3 sm:flex-row ${className}`}>
      <div className="sm:flex-1">
        <label htmlFor={`${uid}-search`} className="sr-only">
          {searchLabel}
        </label>
        <input
          id={`${uid}-search`}
          type="search"
          placeholder="Search name, email or phone"
          value={searchText}
          onChange={(e) => onSearchText(e.target.value)}
          className={`${CONTROL} sm:w-72`}
        />
      </div>
      <div>
        <label htmlFor={`${uid}-role`} className="sr-only">
          Filter by role
        </label>
        <select
          id={`${uid}-role`}
          value={role}
          onChange={(e) => onRole(e.target.value as R | '')}
          className={`${CONTROL} sm:w-44`}
        >
          <option value="">All roles</option>
          {roles.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
