import { I18nProvider } from '@lingui/react';
import { render as renderInDom, type RenderOptions } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { Locale } from '@ikawa/contracts/i18n';
import { testI18n } from './i18n';

export * from '@testing-library/react';

/**
 * Testing Library's `render` inside the app's `I18nProvider` (English unless `locale` says
 * otherwise), around the test's own wrapper if it has one.
 */
export function render(ui: ReactElement, options: RenderOptions & { locale?: Locale } = {}) {
  const { locale = 'en-CA', wrapper: Inner, ...rest } = options;
  const i18n = testI18n(locale);
  const Wrapper = ({ children }: { children: ReactNode }) => {
    const Wrapped = Inner as ComponentType<{ children: ReactNode }> | undefined;
    return <I18nProvider i18n={i18n}>{Wrapped ? <Wrapped>{children}</Wrapped> : children}</I18nProvider>;
  };
  return renderInDom(ui, { ...rest, wrapper: Wrapper });
}
