import { createContext, useContext, type ReactNode } from 'react';

/**
 * A context for what the app hands a feature from another (features do not import each other): its provider, and
 * a hook that fails with `missing` where no provider is above.
 */
export function createKitContext<Kit>(missing: string) {
  const KitContext = createContext<Kit | null>(null);
  function KitProvider({ kit, children }: { kit: Kit; children: ReactNode }) {
    return <KitContext.Provider value={kit}>{children}</KitContext.Provider>;
  }
  function useKit(): Kit {
    const kit = useContext(KitContext);
    if (!kit) throw new Error(missing);
    return kit;
  }
  return { KitProvider, useKit };
}
