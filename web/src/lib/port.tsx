import { createContext, useContext, type ReactNode } from 'react';

/**
 * A port: what a feature needs from another feature, declared by the feature that needs it and
 * filled by src/app (src/app/feature-bindings.tsx), so that no feature imports another. The hook
 * throws when nothing filled it: a screen rendered outside the app's providers.
 */
export function createPort<T>(name: string) {
  const Context = createContext<T | null>(null);
  Context.displayName = name;

  function Provider({ value, children }: { value: T; children: ReactNode }) {
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }

  function usePort(): T {
    const value = useContext(Context);
    if (value === null) throw new Error(`${name} is not provided: render inside AppProvider`);
    return value;
  }

  return [Provider, usePort] as const;
}
