import { useLocation } from 'react-router';
import { paths } from '@/config/paths';

const FOLDED_ON: readonly string[] = [paths.delivery.earnings, paths.delivery.history];

/**
 * Whether the shift controls and the four cards above the section fold up on a phone. On
 * Earnings and Delivery History the courier came for the section below them, which at full size
 * they push under the fold of a 390 px screen; Assigned Orders keeps them whole, as a shift
 * starts there. The folding itself is CSS (`max-md:`): tablets and desktops never change.
 */
export function useCompactSummary(): boolean {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return FOLDED_ON.includes(path);
}
