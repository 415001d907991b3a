import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { COURIER_APP_NAMES } from '../pwa/app-names';

/** Chrome's install prompt, kept until the courier asks for it (not in TypeScript's DOM types). */
interface InstallPrompt extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * "Install": puts the courier app on the phone's home screen, where the browser offers it (Chrome,
 * Edge, Samsung Internet). Safari has no prompt: its Share → Add to Home Screen does the same.
 */
export function InstallApp() {
  const { i18n } = useLingui();
  const [prompt, setPrompt] = useState<InstallPrompt | null>(null);

  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPrompt);
    };
    const installed = () => setPrompt(null);
    window.addEventListener('beforeinstallprompt', keep);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', keep);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  if (!prompt) return null;
  const name = i18n._(COURIER_APP_NAMES.name);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-espresso-100 bg-cream-50 px-4 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-espresso-900">{name}</p>
        <p className="text-sm text-espresso-700">{i18n._(COURIER_APP_NAMES.description)}</p>
      </div>
      <Button
        variant="secondary"
        onClick={() => {
          void prompt.prompt();
          void prompt.userChoice.finally(() => setPrompt(null));
        }}
      >
        <Download aria-hidden="true" className="size-4" />
        <Trans>Install the app</Trans>
      </Button>
    </div>
  );
}
