import { type ComponentProps, useId } from 'react';

interface ChoiceCardProps extends Omit<ComponentProps<'input'>, 'type' | 'className' | 'id'> {
  label: string;
  description?: string;
}

/**
 * A radio button drawn as a tappable card. The label's ::after stretches over the whole card, so
 * any tap selects it, while the radio's name stays just the label (the description describes it).
 * The radio sits above that overlay so it can still be clicked directly.
 */
export function ChoiceCard({ label, description, ...radioProps }: ChoiceCardProps) {
  const id = useId();
  return (
    <div className="relative flex items-start gap-2.5 rounded-lg border border-slate-300 bg-white p-3 hover:border-blue-400 has-checked:border-blue-600 has-checked:bg-blue-50 has-checked:ring-1 has-checked:ring-blue-600 has-disabled:border-slate-200 has-disabled:bg-slate-100 has-disabled:hover:border-slate-200">
      <input
        type="radio"
        id={id}
        aria-describedby={description ? `${id}-description` : undefined}
        {...radioProps}
        className="relative z-10 mt-0.5 size-4 accent-blue-700"
      />
      <div>
        <label
          htmlFor={id}
          className="block cursor-pointer font-medium text-slate-900 after:absolute after:inset-0 after:rounded-lg"
        >
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-slate-600 text-sm">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
