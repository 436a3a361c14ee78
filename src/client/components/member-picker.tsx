import { useId } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { withTicked } from "@/lib/ticked-values";
import { Button } from "./ui/button";
import { Checkbox } from "./ui/checkbox";
import { FormField, FormItem, FormMessage } from "./ui/form";
import { Input, Label } from "./ui/input";

/** A member as the picker lists them: the name, and a second line (e.g. their department). */
export interface PickableMember {
  id: string;
  name: string;
  detail: string;
}

/** The picker's words, written where it is used. */
interface PickerWords {
  legend: string;
  /** The search box's name for screen readers. */
  searchLabel: string;
  placeholder: string;
  /** The list's one line when the search finds nobody. */
  noMatch: string;
}

/**
 * The members to assign something to (a form's list of member ids): a search box, how many are
 * ticked, and a checkbox a member. With `limit`, at most that many of `members` are listed, with
 * "Select all shown" and "Clear"; `members` is undefined while they load (`loading`) or after they
 * failed to (`failed`).
 */
export function MemberPickerField<TFieldValues extends FieldValues, TTransformedValues>({
  control,
  name,
  words,
  search,
  onSearchChange,
  members,
  limit,
  loading,
  failed,
}: {
  control: Control<TFieldValues, unknown, TTransformedValues>;
  name: FieldPath<TFieldValues>;
  words: PickerWords;
  search: string;
  onSearchChange: (search: string) => void;
  members: readonly PickableMember[] | undefined;
  limit?: number;
  /** The list's one line while the members load. */
  loading?: string;
  /** The list's one line when they failed to load. */
  failed?: string;
}) {
  const id = useId();
  const shown = limit === undefined ? members : members?.slice(0, limit);
  const over = limit !== undefined && members !== undefined && members.length > limit;
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const ticked = field.value as string[];
        return (
          <FormItem>
            <fieldset className="grid min-w-0 gap-2">
              <legend className="mb-1 text-sm font-medium">{words.legend}</legend>
              <Label htmlFor={`${id}-search`} className="sr-only">
                {words.searchLabel}
              </Label>
              <Input
                id={`${id}-search`}
                type="search"
                placeholder={words.placeholder}
                value={search}
                onChange={(event) => onSearchChange(event.target.value)}
              />
              <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                <span aria-live="polite">
                  {ticked.length} selected
                  {over ? ` · showing ${limit} of ${members.length}, search to narrow` : ""}
                </span>
                {limit !== undefined && (
                  <span className="flex gap-3">
                    <Button
                      type="button"
                      variant="link"
                      className="h-auto p-0 text-xs"
                      onClick={() => field.onChange([...new Set([...ticked, ...(shown ?? []).map((m) => m.id)])])}
                    >
                      Select all shown
                    </Button>
                    <Button
                      type="button"
                      variant="link"
                      className="h-auto p-0 text-xs"
                      onClick={() => field.onChange([])}
                    >
                      Clear
                    </Button>
                  </span>
                )}
              </div>
              <ul className="max-h-64 overflow-y-auto rounded-md border">
                {loading && <li className="p-3 text-sm text-muted-foreground">{loading}</li>}
                {failed && <li className="p-3 text-sm text-destructive">{failed}</li>}
                {shown?.length === 0 && <li className="p-3 text-sm text-muted-foreground">{words.noMatch}</li>}
                {shown?.map((member) => (
                  <li key={member.id} className="border-b last:border-b-0">
                    <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-muted">
                      <Checkbox
                        checked={ticked.includes(member.id)}
                        onChange={(event) => field.onChange(withTicked(ticked, member.id, event.target.checked))}
                      />
                      <span className="min-w-0 text-sm">
                        <span className="block truncate font-medium text-foreground">{member.name}</span>
                        <span className="block truncate text-xs text-muted-foreground">{member.detail}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
