// The frame of /admin/create-preorder: the way back to the Preorders section, the heading, and the form; once the
// preorder is placed, staff land on the Preorders tab searched to it, to post its photos and payments from there.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { sectionHref } from '../admin-sections.ts';
import { StaffEntryFrame } from '../staff-entry-frame.tsx';
import { CreatePreorderForm } from './create-preorder-form.tsx';

export function CreatePreorderFrame({ children }: { children: ReactNode }) {
  return (
    <StaffEntryFrame
      section="preorders"
      backLabel="Back to preorders"
      title="Create a preorder"
      intro="For a preorder taken by phone or WhatsApp: any size, made to order. The customer pays 50% now and the rest plus delivery when the piece is ready."
    >
      {children}
    </StaffEntryFrame>
  );
}

export function CreatePreorder() {
  const navigate = useNavigate();
  return (
    <CreatePreorderForm
      onPlaced={(preorder) => void navigate(`${sectionHref('preorders')}&q=${encodeURIComponent(preorder.preorderId)}`)}
    />
  );
}
