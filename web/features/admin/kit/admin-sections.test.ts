// Which section the admin navigation marks as current, for /admin?tab= and the pages under /admin/.
import { describe, expect, it } from 'vitest';
import { currentSectionId, openSection, sectionsFor } from './admin-sections.ts';

const admin = sectionsFor('admin');
const worker = sectionsFor('worker');

describe('the current admin section', () => {
  it('is the tab on /admin, or the role’s first section when the tab is missing or not theirs', () => {
    expect(currentSectionId(admin, '/admin', 'customers')).toBe('customers');
    expect(currentSectionId(admin, '/admin', null)).toBe('dashboard');
    expect(currentSectionId(worker, '/admin', 'dashboard')).toBe('orders');
    expect(openSection(worker, 'users')?.id).toBe('orders');
  });

  it('is the section a page under /admin/ was opened from', () => {
    expect(currentSectionId(admin, '/admin/create-product', null)).toBe('inventory');
    expect(currentSectionId(admin, '/admin/edit-product/HUN-001', 'orders')).toBe('inventory');
    expect(currentSectionId(admin, '/admin/create-order', null)).toBe('orders');
    expect(currentSectionId(admin, '/admin/create-preorder', null)).toBe('preorders');
    expect(currentSectionId(admin, '/admin/unknown', null)).toBeUndefined();
  });
});
