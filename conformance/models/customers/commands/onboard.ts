/**
 * An integrator's whole onboarding flow as one command: create a complete individual
 * (or business), upload its documents (and owners), submit. Makes complete submissions
 * common in random sequences, so every suffix outcome of the tables is exercised.
 */
import type fc from "fast-check";
import type { CustomerModel, CustomerReal } from "../model.js";
import { CreateIndividual } from "./create-individual.js";
import { CreateBusiness } from "./create-business.js";
import { UploadPassport } from "./upload-passport.js";
import { AddOwner } from "./add-owner.js";
import { UploadBusinessDocuments } from "./upload-business-documents.js";
import { Submit } from "./submit.js";

export class OnboardIndividual implements fc.AsyncCommand<CustomerModel, CustomerReal> {
  constructor(
    readonly suffix: string,
    readonly hold: boolean,
  ) {}
  check(m: Readonly<CustomerModel>) {
    return m.customers.length < 6;
  }
  async run(m: CustomerModel, r: CustomerReal) {
    const before = m.customers.length;
    await new CreateIndividual(this.suffix, [], false, this.hold, true).run(m, r);
    if (m.customers.length === before) return; // refused at creation, as predicted
    const individuals = m.customers.filter((c) => c.type === "INDIVIDUAL");
    await new UploadPassport(individuals.length - 1).run(m, r);
    await new Submit(m.customers.length - 1).run(m, r);
  }
  toString() {
    return `onboardIndividual(suffix=${this.suffix}${this.hold ? ", hold" : ""})`;
  }
}

export class OnboardBusiness implements fc.AsyncCommand<CustomerModel, CustomerReal> {
  constructor(
    readonly suffix: string,
    readonly ownerSuffix: string,
  ) {}
  check(m: Readonly<CustomerModel>) {
    return m.customers.length < 6;
  }
  async run(m: CustomerModel, r: CustomerReal) {
    await new CreateBusiness(this.suffix, true).run(m, r);
    const mine = () => m.customers.filter((c) => c.type === "BUSINESS" && c.owners.length < 2);
    await new AddOwner(mine().length - 1, this.ownerSuffix).run(m, r);
    const withoutDocs = m.customers.filter((c) => c.type === "BUSINESS" && !c.businessDocuments);
    await new UploadBusinessDocuments(withoutDocs.length - 1).run(m, r);
    await new Submit(m.customers.length - 1).run(m, r);
  }
  toString() {
    return `onboardBusiness(registrationSuffix=${this.suffix}, ownerSuffix=${this.ownerSuffix})`;
  }
}
