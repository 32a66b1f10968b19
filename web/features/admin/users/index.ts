// The Users section's face: its panel, for the admin shell, and the role and account actions Customers reuses.
export { useRoleConfirm } from './role-change-confirm.tsx';
export { SearchAndRole } from './search-and-role.tsx';
export { AccountCardHead, RoleSelect, StatusBadge, StatusToggle } from './user-actions.tsx';
export { default as UsersPanel } from './users-panel.tsx';
