import { useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { SettingsSection, SettingsToggle } from './settings-section';
import type { SettingsSectionProps } from './settings-values';

/** Who is told what: the shop of new orders and low stock, customers of their order's progress. */
export function NotificationsSection({ register }: Pick<SettingsSectionProps, 'register'>) {
  const { t } = useLingui();
  return (
    <SettingsSection title={t`Notifications`} icon={Bell}>
      <div className="flex flex-col divide-y divide-espresso-100">
        <SettingsToggle
          label={t`New orders`}
          description={t`Tell the shop about each new order.`}
          {...register('notifyNewOrder')}
        />
        <SettingsToggle
          label={t`Order status changes`}
          description={t`Tell customers when their order moves on.`}
          {...register('notifyOrderStatus')}
        />
        <SettingsToggle
          label={t`Low stock`}
          description={t`Warn the shop when a product runs low.`}
          {...register('notifyLowStock')}
        />
      </div>
    </SettingsSection>
  );
}
