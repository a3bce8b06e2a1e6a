// The toast container alone, for provider.tsx to load lazily: importing the package's namespace
// there would keep every export of @mantine/notifications in the first-paint chunk.
export { Notifications } from '@mantine/notifications';
