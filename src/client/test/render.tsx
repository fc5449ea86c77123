import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '../components/ui/Toaster';
import { createQueryClient } from '../lib/query-client';

/** Renders UI with a fresh query cache, an in-memory URL (its history is recorded) and toasts. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, location, queryClient };
}

/** A JSON response as fetch would hand it over. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
