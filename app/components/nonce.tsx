import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** Supplies the response's CSP nonce to the document's script tags during server rendering. */
export const NonceProvider = NonceContext.Provider;

/**
 * The CSP nonce while server rendering; an empty string in the browser and for a page rendered once
 * for everybody (its inline scripts go by their hashes).
 */
export function useNonce(): string {
  return useContext(NonceContext);
}
