import { useEffect, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';

export const ACCESS_DENIED = "You don't have admin privileges to access this page.";

/** What a signed-in non-admin sees on /admin (and a toast saying so). */
export function AccessDenied({ actions }: { actions?: ReactNode }) {
  useEffect(() => {
    toast({ variant: 'destructive', title: 'Access Denied', description: ACCESS_DENIED });
  }, []);
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardHeader>
        <CardTitle>Access Denied</CardTitle>
        <CardDescription>{ACCESS_DENIED}</CardDescription>
      </CardHeader>
      {actions && <CardContent className="flex justify-center gap-3">{actions}</CardContent>}
    </Card>
  );
}
