// Which section the admin navigation marks as current, for /admin?tab= and the pages under /admin/.
import { describe, expect, it } from 'vitest';
import { currentSectionId, openSection, sectionsFor } from './admin-sections.ts';

const admin = sectionsFor('admin');
const worker = sectionsFor('worker');

describe('the current admin section', () => {
  it('is the tab on /admin, or the role’s first section when the tab is missing or not theirs', () => {
    expect(currentSectionId(admin, '/admin', 'customers')).toBe('customers');
    expect(currentSectionId(admin, '/admin', null)).toBe('dashboard');
    expect(currentSectionId(worker, '/admin', 'dashboard')).toBe('my-work');
    expect(openSection(worker, 'users')?.id).toBe('my-work');
  });

  it('opens on My work for a worker, while those who run the workshop keep their first section and find it by the board', () => {
    const ids = (role: 'admin' | 'coordinator' | 'worker') => sectionsFor(role).map((s) => s.id);
    expect(ids('worker')[0]).toBe('my-work');
    expect(ids('worker')).not.toContain('workers');
    expect(ids('worker')).not.toContain('production');
    expect(ids('admin')[0]).toBe('dashboard');
    expect(ids('coordinator')[0]).toBe('orders');
    for (const role of ['admin', 'coordinator'] as const) {
      const list = ids(role);
      expect(list.indexOf('my-work')).toBe(list.indexOf('production') + 1);
    }
  });

  it('is the section a page under /admin/ was opened from', () => {
    expect(currentSectionId(admin, '/admin/create-product', null)).toBe('inventory');
    expect(currentSectionId(admin, '/admin/edit-product/HUN-001', 'orders')).toBe('inventory');
    expect(currentSectionId(admin, '/admin/create-order', null)).toBe('orders');
    expect(currentSectionId(admin, '/admin/create-preorder', null)).toBe('preorders');
    expect(currentSectionId(admin, '/admin/unknown', null)).toBeUndefined();
  });
});
