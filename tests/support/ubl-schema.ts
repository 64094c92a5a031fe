/**
 * What the OASIS UBL 2.1 schema (os-UBL-2.1, xsd/maindoc/UBL-Invoice-2.1.xsd,
 * UBL-CreditNote-2.1.xsd and xsd/common/UBL-CommonAggregateComponents-2.1.xsd) says about the
 * aggregates our e-invoice writes: each type's children, in the order its xsd:sequence requires,
 * copied from the schema's element references. The schema itself cannot be had offline (no npm
 * or Debian package ships it, decision 0050), so the tests check the order against these lists.
 */
export const sequences: Record<string, string> = {
  Invoice:
    "UBLExtensions UBLVersionID CustomizationID ProfileID ProfileExecutionID ID CopyIndicator UUID IssueDate IssueTime DueDate InvoiceTypeCode Note TaxPointDate DocumentCurrencyCode TaxCurrencyCode PricingCurrencyCode PaymentCurrencyCode PaymentAlternativeCurrencyCode AccountingCostCode AccountingCost LineCountNumeric BuyerReference InvoicePeriod OrderReference BillingReference DespatchDocumentReference ReceiptDocumentReference StatementDocumentReference OriginatorDocumentReference ContractDocumentReference AdditionalDocumentReference ProjectReference Signature AccountingSupplierParty AccountingCustomerParty PayeeParty BuyerCustomerParty SellerSupplierParty TaxRepresentativeParty Delivery DeliveryTerms PaymentMeans PaymentTerms PrepaidPayment AllowanceCharge TaxExchangeRate PricingExchangeRate PaymentExchangeRate PaymentAlternativeExchangeRate TaxTotal WithholdingTaxTotal LegalMonetaryTotal InvoiceLine",
  CreditNote:
    "UBLExtensions UBLVersionID CustomizationID ProfileID ProfileExecutionID ID CopyIndicator UUID IssueDate IssueTime TaxPointDate CreditNoteTypeCode Note DocumentCurrencyCode TaxCurrencyCode PricingCurrencyCode PaymentCurrencyCode PaymentAlternativeCurrencyCode AccountingCostCode AccountingCost LineCountNumeric BuyerReference InvoicePeriod DiscrepancyResponse OrderReference BillingReference DespatchDocumentReference ReceiptDocumentReference ContractDocumentReference AdditionalDocumentReference StatementDocumentReference OriginatorDocumentReference Signature AccountingSupplierParty AccountingCustomerParty PayeeParty BuyerCustomerParty SellerSupplierParty TaxRepresentativeParty Delivery DeliveryTerms PaymentMeans PaymentTerms TaxExchangeRate PricingExchangeRate PaymentExchangeRate PaymentAlternativeExchangeRate AllowanceCharge TaxTotal LegalMonetaryTotal CreditNoteLine",
  Party:
    "MarkCareIndicator MarkAttentionIndicator WebsiteURI LogoReferenceID EndpointID IndustryClassificationCode PartyIdentification PartyName Language PostalAddress PhysicalLocation PartyTaxScheme PartyLegalEntity Contact Person AgentParty ServiceProviderParty PowerOfAttorney FinancialAccount",
  Address:
    "ID AddressTypeCode AddressFormatCode Postbox Floor Room StreetName AdditionalStreetName BlockName BuildingName BuildingNumber InhouseMail Department MarkAttention MarkCare PlotIdentification CitySubdivisionName CityName PostalZone CountrySubentity CountrySubentityCode Region District TimezoneOffset AddressLine Country LocationCoordinate",
  PartyTaxScheme:
    "RegistrationName CompanyID TaxLevelCode ExemptionReasonCode ExemptionReason RegistrationAddress TaxScheme",
  PartyLegalEntity:
    "RegistrationName CompanyID RegistrationDate RegistrationExpirationDate CompanyLegalFormCode CompanyLegalForm SoleProprietorshipIndicator CompanyLiquidationStatusCode CorporateStockAmount FullyPaidSharesIndicator RegistrationAddress CorporateRegistrationScheme HeadOfficeParty ShareholderParty",
  Contact: "ID Name Telephone Telefax ElectronicMail Note OtherCommunication",
  TaxTotal: "TaxAmount RoundingAmount TaxEvidenceIndicator TaxIncludedIndicator TaxSubtotal",
  TaxSubtotal:
    "TaxableAmount TaxAmount CalculationSequenceNumeric TransactionCurrencyTaxAmount Percent BaseUnitMeasure PerUnitAmount TierRange TierRatePercent TaxCategory",
  TaxCategory:
    "ID Name Percent BaseUnitMeasure PerUnitAmount TaxExemptionReasonCode TaxExemptionReason TierRange TierRatePercent TaxScheme",
  MonetaryTotal:
    "LineExtensionAmount TaxExclusiveAmount TaxInclusiveAmount AllowanceTotalAmount ChargeTotalAmount PrepaidAmount PayableRoundingAmount PayableAmount PayableAlternativeAmount",
  InvoiceLine:
    "ID UUID Note InvoicedQuantity LineExtensionAmount TaxPointDate AccountingCostCode AccountingCost PaymentPurposeCode FreeOfChargeIndicator InvoicePeriod OrderLineReference DespatchLineReference ReceiptLineReference BillingReference DocumentReference PricingReference OriginatorParty Delivery PaymentTerms AllowanceCharge TaxTotal WithholdingTaxTotal Item Price DeliveryTerms SubInvoiceLine ItemPriceExtension",
  CreditNoteLine:
    "ID UUID Note CreditedQuantity LineExtensionAmount TaxPointDate AccountingCostCode AccountingCost PaymentPurposeCode FreeOfChargeIndicator InvoicePeriod OrderLineReference DiscrepancyResponse DespatchLineReference ReceiptLineReference BillingReference DocumentReference PricingReference OriginatorParty Delivery PaymentTerms TaxTotal AllowanceCharge Item Price DeliveryTerms SubCreditNoteLine ItemPriceExtension",
  Item: "Description PackQuantity PackSizeNumeric CatalogueIndicator Name HazardousRiskIndicator AdditionalInformation Keyword BrandName ModelName BuyersItemIdentification SellersItemIdentification ManufacturersItemIdentification StandardItemIdentification CatalogueItemIdentification AdditionalItemIdentification CatalogueDocumentReference ItemSpecificationDocumentReference OriginCountry CommodityClassification TransactionConditions HazardousItem ClassifiedTaxCategory AdditionalItemProperty ManufacturerParty InformationContentProviderParty OriginAddress ItemInstance Certificate Dimension",
  Price:
    "PriceAmount BaseQuantity PriceChangeReason PriceTypeCode PriceType OrderableUnitFactorRate ValidityPeriod PriceList AllowanceCharge PricingExchangeRate",
  PaymentMeans:
    "ID PaymentMeansCode PaymentDueDate PaymentChannelCode InstructionID InstructionNote PaymentID CardAccount PayerFinancialAccount PayeeFinancialAccount CreditAccount PaymentMandate TradeFinancing",
  FinancialAccount:
    "ID Name AliasName AccountTypeCode AccountFormatCode CurrencyCode PaymentNote FinancialInstitutionBranch Country",
  BillingReference:
    "InvoiceDocumentReference SelfBilledInvoiceDocumentReference CreditNoteDocumentReference SelfBilledCreditNoteDocumentReference DebitNoteDocumentReference ReminderDocumentReference AdditionalDocumentReference BillingReferenceLine",
  DocumentReference:
    "ID CopyIndicator UUID IssueDate IssueTime DocumentTypeCode DocumentType XPath LanguageID LocaleCode VersionID DocumentStatusCode DocumentDescription Attachment ValidityPeriod IssuerParty ResultOfVerification",
  PaymentTerms:
    "ID PaymentMeansID PrepaidPaymentReferenceID Note ReferenceEventCode SettlementDiscountPercent PenaltySurchargePercent PaymentPercent Amount SettlementDiscountAmount PenaltyAmount PaymentTermsDetailsURI PaymentDueDate InstallmentDueDate InvoicingPartyReference SettlementPeriod PenaltyPeriod ExchangeRate ValidityPeriod",
  Country: "IdentificationCode Name",
  PartyName: "Name",
  Branch: "ID Name FinancialInstitution Address",
  CustomerParty:
    "CustomerAssignedAccountID SupplierAssignedAccountID AdditionalAccountID Party DeliveryContact AccountingContact BuyerContact",
  SupplierParty:
    "CustomerAssignedAccountID AdditionalAccountID DataSendingCapability Party DespatchContact AccountingContact SellerContact",
  AddressLine: "Line",
  TaxScheme: "ID Name TaxTypeCode CurrencyCode JurisdictionRegionAddress",
};

/** The type of each aggregate element our writer uses (cac:Name → Type). */
export const aggregateTypes: Record<string, string> = {
  Invoice: "Invoice",
  CreditNote: "CreditNote",
  "cac:AccountingSupplierParty": "SupplierParty",
  "cac:AccountingCustomerParty": "CustomerParty",
  "cac:Party": "Party",
  "cac:PartyName": "PartyName",
  "cac:PostalAddress": "Address",
  "cac:AddressLine": "AddressLine",
  "cac:Country": "Country",
  "cac:PartyTaxScheme": "PartyTaxScheme",
  "cac:TaxScheme": "TaxScheme",
  "cac:PartyLegalEntity": "PartyLegalEntity",
  "cac:Contact": "Contact",
  "cac:BillingReference": "BillingReference",
  "cac:InvoiceDocumentReference": "DocumentReference",
  "cac:PaymentMeans": "PaymentMeans",
  "cac:PayeeFinancialAccount": "FinancialAccount",
  "cac:FinancialInstitutionBranch": "Branch",
  "cac:PaymentTerms": "PaymentTerms",
  "cac:TaxTotal": "TaxTotal",
  "cac:TaxSubtotal": "TaxSubtotal",
  "cac:TaxCategory": "TaxCategory",
  "cac:ClassifiedTaxCategory": "TaxCategory",
  "cac:LegalMonetaryTotal": "MonetaryTotal",
  "cac:InvoiceLine": "InvoiceLine",
  "cac:CreditNoteLine": "CreditNoteLine",
  "cac:Item": "Item",
  "cac:Price": "Price",
};

/**
 * What is wrong with the order of `element`'s children under the schema: children the type does
 * not have, or children out of the sequence's order. Empty when the order is valid.
 */
export function sequenceErrors(type: string, children: readonly string[]): string[] {
  const order = (sequences[type] ?? "").split(" ");
  const errors: string[] = [];
  let previous = -1;
  for (const child of children) {
    const index = order.indexOf(child.replace(/^\w+:/, ""));
    if (index < 0) errors.push(`${type} has no child ${child}`);
    else if (index < previous) errors.push(`${type}: ${child} comes too late`);
    else previous = index;
  }
  return errors;
}
