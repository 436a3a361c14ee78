import { zodResolver } from "@hookform/resolvers/zod";
import { RefreshCw } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { setServerFieldErrors } from "@/lib/form-errors";
import { type WeeklyGoal, weeklyGoalSchema } from "../../../../contracts/learning";
import { plural } from "../../../../domain/plural";
import { WEEKLY_GOAL_MAX, WEEKLY_GOAL_MIN } from "../../../../domain/stats";
import { useSaveWeeklyGoal, useWeeklyGoal } from "../api/weekly-goal";

/** Issue 26 item 3: the one weekly goal every screen measures the learner's week against. */
export function WeeklyGoalCard() {
  const goal = useWeeklyGoal();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Weekly goal</CardTitle>
        <CardDescription>
          How many modules you aim to complete each week. The dashboard, the mobile view, your progress and your
          insights all measure your week against it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {goal.isPending ? (
          <Skeleton className="h-16" />
        ) : goal.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p>Your weekly goal could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => goal.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : (
          <WeeklyGoalForm key={goal.data.weeklyGoal} saved={goal.data} />
        )}
      </CardContent>
    </Card>
  );
}

function WeeklyGoalForm({ saved }: { saved: WeeklyGoal }) {
  const save = useSaveWeeklyGoal();
  const form = useForm<WeeklyGoal>({ resolver: zodResolver(weeklyGoalSchema), defaultValues: saved });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ weeklyGoal }) =>
        toast({
          title: "Weekly goal saved",
          description: `Your goal is ${plural(weeklyGoal, "module", "modules")} a week.`,
        }),
      onError: (error) => {
        setServerFieldErrors(form.setError, error, ["weeklyGoal"]);
        toast({ title: "Error", description: errorMessage(error), variant: "destructive" });
      },
    }),
  );
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Weekly goal">
        <FormField
          control={form.control}
          name="weeklyGoal"
          render={({ field }) => (
            <FormItem className="max-w-48">
              <FormLabel mark="required">Modules a week</FormLabel>
              <FormControl>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={WEEKLY_GOAL_MIN}
                  max={WEEKLY_GOAL_MAX}
                  step={1}
                  required
                  {...field}
                  value={Number.isNaN(field.value) ? "" : field.value}
                  onChange={(e) => field.onChange(e.target.value === "" ? Number.NaN : Number(e.target.value))}
                />
              </FormControl>
              <FormDescription>
                A whole number from {WEEKLY_GOAL_MIN} to {WEEKLY_GOAL_MAX}.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save weekly goal"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
