import { useId } from "react";
import { Input } from "@/components/ui/input";

/** The search box of the member pickers (line manager, new owner): a name or an e-mail address. */
export function MemberSearchField({
  value,
  onChange,
  inputClassName,
}: {
  value: string;
  onChange: (value: string) => void;
  inputClassName?: string;
}) {
  const searchId = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={searchId} className="text-sm font-medium">
        Find a member
      </label>
      <Input
        id={searchId}
        type="search"
        value={value}
        placeholder="Name or e-mail"
        onChange={(event) => onChange(event.target.value)}
        className={inputClassName}
      />
    </div>
  );
}
