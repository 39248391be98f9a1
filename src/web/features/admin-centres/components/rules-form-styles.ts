import { inputClass } from '#web/components/form/form-field.tsx';
import { cardClass } from '#web/components/ui/card.tsx';

export const legendClass = 'font-semibold text-base text-slate-900';
// Narrower padding: "10:00 AM" and the picker's icon must fit half a 360 px phone.
export const smallInput = `${inputClass.replace('px-3', 'px-2')} min-w-0`;
/** The form's panels, a little tighter on phones. */
export const panelClass = `${cardClass} space-y-3 max-sm:p-4`;
