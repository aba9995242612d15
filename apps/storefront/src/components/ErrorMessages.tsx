import { Alert } from '@shop/ui/form';

/** The refusals no field of a form names (already in the shopper's language), above the form; nothing without any. */
export function ErrorMessages({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert tone="error">
      {messages.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Alert>
  );
}
