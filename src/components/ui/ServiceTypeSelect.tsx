import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from '../icons/ChevronDown';
import { Check } from '../icons/Check';
import { serviceTypes, type ServiceType } from '../../content/contact';
import { nextActiveIndex } from '../../lib/listbox';
import { cn } from '../../lib/cn';

interface ServiceTypeSelectProps {
  value: ServiceType | '';
  onChange: (value: ServiceType) => void;
  /** The label and grey placeholder, and each option as shown, in the page's language: the value sent stays the English option (serviceTypes). */
  label: string;
  options: readonly string[];
  name?: string;
  className?: string;
}

/**
 * Spec §4 Service Type dropdown: a toggle button and a listbox (WAI-ARIA listbox pattern).
 * Closed/open; choosing sets the value and closes; the chevron turns while open; grey
 * 'Service Type' placeholder while empty. Keys: arrows, Home/End, Enter/Space, Escape, type-ahead.
 */
export function ServiceTypeSelect({ value, onChange, label, options, name = 'serviceType', className }: ServiceTypeSelectProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);

  const openList = (at = value ? serviceTypes.indexOf(value) : 0) => {
    setActive(at);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const choose = (index: number) => {
    onChange(serviceTypes[index]!);
    close(true);
  };

  // Arrows, Home and End on the closed button open the list (Enter and Space click the button).
  const onButtonKeyDown = (event: KeyboardEvent) => {
    const selected = value ? serviceTypes.indexOf(value) : -1;
    const last = serviceTypes.length - 1;
    const starts: Record<string, number> = {
      ArrowDown: Math.max(selected, 0),
      ArrowUp: selected >= 0 ? selected : last,
      Home: 0,
      End: last,
    };
    if (event.key in starts) {
      event.preventDefault();
      openList(starts[event.key]);
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    let search = '';
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const now = event.timeStamp;
      typed.current = { text: now - typed.current.at < 600 ? typed.current.text + event.key : event.key, at: now };
      search = typed.current.text;
    }
    const next = nextActiveIndex(event.key, active, options, search);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    }
  };

  return (
    <div
      className={cn('relative', className)}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <span id={`${id}-label`} className="sr-only">
        {label}
      </span>
      <button
        ref={buttonRef}
        id={`${id}-button`}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-listbox`}
        aria-labelledby={`${id}-label ${id}-button`}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onButtonKeyDown}
        className="field flex items-center justify-between text-left"
      >
        <span className={value ? 'text-navy-900' : 'text-slate-500'}>{value ? options[serviceTypes.indexOf(value)] : label}</span>
        <ChevronDown
          aria-hidden="true"
          data-testid="service-type-chevron"
          className={cn('size-5 text-slate-500 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
        />
      </button>
      <ul
        ref={listRef}
        id={`${id}-listbox`}
        role="listbox"
        tabIndex={-1}
        hidden={!open}
        aria-labelledby={`${id}-label`}
        aria-activedescendant={open ? optionId(active) : undefined}
        onKeyDown={onListKeyDown}
        className="absolute inset-x-0 top-full z-20 mt-2 max-h-72 overflow-auto rounded-xl border border-navy-900/10 bg-white py-2 shadow-xl outline-none focus-visible:ring-2 focus-visible:ring-orange-600"
      >
        {serviceTypes.map((option, index) => (
          <li
            key={option}
            id={optionId(index)}
            role="option"
            aria-selected={value === option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
            onMouseEnter={() => setActive(index)}
            className={cn(
              'flex cursor-pointer items-center justify-between px-4 py-2.5 text-sm text-navy-900',
              index === active && 'bg-orange-50 text-orange-800',
            )}
          >
            {options[index]}
            {value === option && <Check aria-hidden="true" className="size-4 text-orange-600" />}
          </li>
        ))}
      </ul>
      <input type="hidden" name={name} value={value} />
    </div>
  );
}
