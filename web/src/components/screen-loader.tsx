// Placeholder while a screen's chunk loads on the first visit (the router's HydrateFallback).
import { Center, Loader, VisuallyHidden } from '@mantine/core';

export function ScreenLoader() {
  return (
    <Center py="xl" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Center>
  );
}
