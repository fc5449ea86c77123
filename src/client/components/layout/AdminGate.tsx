import type { ReactNode } from 'react';
import { StaffGate } from '../staff/StaffGate';

/** Admin-only content outside the staff layout; the staff area's pages use StaffPage instead. */
export function AdminGate({ children }: { children: ReactNode }) {
  return <StaffGate level="admin">{children}</StaffGate>;
}
